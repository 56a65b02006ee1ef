/**
 * Sample covers for articles whose owner has not added a picture yet (`samplePictures: true` in the front
 * matter): SVG drawn from the article's own data and sent through the same AVIF/WebP pipeline as a photo; the
 * owner replaces each one by dropping a real file (README: "Pictures"). An article's cover is an
 * illustration of its subject (a pictogram from its emoji) on a pattern of its category, in the brand kit's
 * colours (lib/brand.ts), one arrangement per article. Covers carry no words: the cards crop them to any
 * shape from 16:9 to a narrow portrait and the Open Graph image to 1.9:1.
 *
 * The sample case studies' pictures are no longer drawn here: they are committed files rendered once from
 * HTML compositions (scripts/sample-work/, `npm run samples:render`).
 */
import type { CategoryId } from '@/lib/data/schemas';
import { derivePalettes, type BrandKit } from '@/lib/brand';
import { bars, circle, d, ellipse, group, path, rect, stroke, svgDocument, seed, tick } from '@/lib/images/sample-draw';

export { SAMPLE_SIZE } from '@/lib/images/sample-draw';

export type SampleLocale = 'ro' | 'en';
export type SampleSvg = { svg: string; alt: string; caption?: string };

/* ---------- Article covers ---------- */

export type ArticleSampleInput = {
  locale?: SampleLocale;
  slug: string;
  title: string;
  category: CategoryId;
  /** The entry's emoji: it picks the pictogram of the article's subject. */
  emoji?: string;
  tags?: string[];
};

const CATEGORY_NAMES: Record<CategoryId, { ro: string; en: string }> = {
  'web-design': { ro: 'web design', en: 'web design' },
  wordpress: { ro: 'WordPress', en: 'WordPress' },
  branding: { ro: 'branding', en: 'branding' },
  marketing: { ro: 'marketing', en: 'marketing' },
};

type Ink = { fg: string; hi: string; disc: string };

/**
 * Pictograms of an article's subject, keyed by the emoji its front matter already has, drawn in a box of
 * -50..50 units around the centre. What each shows is named for the alt text.
 */
const PICTOGRAMS: Record<
  string,
  {
    what: { ro: string; en: string };
    draw: (X: (u: number) => number, Y: (v: number) => number, s: number, c: Ink) => string;
  }
> = {
  '♿': {
    what: { ro: 'simbolul accesibilității', en: 'the accessibility symbol' },
    draw: (X, Y, s, c) =>
      `${circle(X(0), Y(0), 44 * s, 'none', { stroke: c.fg, 'stroke-width': 6 * s })}${circle(X(0), Y(-24), 7 * s, c.hi)}${stroke(
        d`M${X(-26)} ${Y(-10)}L${X(26)} ${Y(-10)}M${X(0)} ${Y(-10)}L${X(0)} ${Y(10)}L${X(-14)} ${Y(32)}M${X(0)} ${Y(10)}L${X(14)} ${Y(32)}`,
        c.fg,
        7 * s,
      )}`,
  },
  '💰': {
    what: { ro: 'monede stivuite lângă o bancnotă', en: 'stacked coins beside a banknote' },
    draw: (X, Y, s, c) =>
      `${group(`${rect(X(-46), Y(-34), 62 * s, 40 * s, c.hi, { rx: 5 * s })}${circle(X(-15), Y(-14), 9 * s, c.disc)}`, { transform: `rotate(-12 ${X(-15)} ${Y(-14)})` })}${[
        0, 1, 2, 3,
      ]
        .map(
          (i) =>
            `${rect(X(-6), Y(30 - i * 14), 50 * s, 14 * s, c.fg, { rx: 7 * s })}${rect(X(-2), Y(33 - i * 14), 42 * s, 3 * s, c.disc, { rx: 1.5 * s, opacity: 0.5 })}`,
        )
        .join('')}${ellipse(X(19), Y(-16), 25 * s, 8 * s, c.hi)}`,
  },
  '💻': {
    what: { ro: 'un laptop cu o etichetă de preț', en: 'a laptop with a price tag' },
    draw: (X, Y, s, c) =>
      `${rect(X(-40), Y(-34), 80 * s, 54 * s, c.fg, { rx: 5 * s })}${rect(X(-34), Y(-28), 68 * s, 42 * s, c.disc)}${path(d`M${X(-50)} ${Y(24)}H${X(50)}L${X(44)} ${Y(32)}H${X(-44)}Z`, c.fg)}${bars(X(-28), Y(-20), [30 * s, 44 * s], c.fg, 5 * s, 10 * s, 0.5)}${group(
        `${path(d`M${X(8)} ${Y(-2)}H${X(38)}L${X(50)} ${Y(10)}L${X(38)} ${Y(22)}H${X(8)}Z`, c.hi)}${circle(X(40), Y(10), 3 * s, c.disc)}`,
        { transform: `rotate(-18 ${X(28)} ${Y(10)})` },
      )}`,
  },
  '🔐': {
    what: { ro: 'un lacăt pe un scut', en: 'a padlock on a shield' },
    draw: (X, Y, s, c) =>
      `${path(d`M${X(0)} ${Y(-48)}L${X(38)} ${Y(-34)}V${Y(0)}C${X(38)} ${Y(24)} ${X(20)} ${Y(40)} ${X(0)} ${Y(48)}C${X(-20)} ${Y(40)} ${X(-38)} ${Y(24)} ${X(-38)} ${Y(0)}V${Y(-34)}Z`, c.fg)}${stroke(
        d`M${X(-12)} ${Y(-2)}V${Y(-14)}C${X(-12)} ${Y(-30)} ${X(12)} ${Y(-30)} ${X(12)} ${Y(-14)}V${Y(-2)}`,
        c.disc,
        6 * s,
      )}${rect(X(-18), Y(-4), 36 * s, 28 * s, c.hi, { rx: 4 * s })}${circle(X(0), Y(8), 4 * s, c.fg)}`,
  },
  '🎨': {
    what: { ro: 'un evantai de mostre de culoare', en: 'a fan of colour swatches' },
    draw: (X, Y, s, c) =>
      [c.fg, '#e76f51', c.hi, '#2a9d8f', '#264653']
        .map((colour, i) =>
          group(
            `${rect(X(-9), Y(-46), 18 * s, 78 * s, colour, { rx: 5 * s })}${circle(X(0), Y(-34), 4 * s, c.disc)}`,
            {
              transform: `rotate(${-40 + i * 20} ${X(0)} ${Y(30)})`,
            },
          ),
        )
        .join('') + circle(X(0), Y(30), 7 * s, c.disc),
  },
  '🧩': {
    what: { ro: 'două piese de puzzle care se îmbină', en: 'two puzzle pieces fitting together' },
    draw: (X, Y, s, c) => {
      const piece = (x0: number, y0: number, fill: string) =>
        path(
          d`M${X(x0)} ${Y(y0)}H${X(x0 + 14)}C${X(x0 + 14)} ${Y(y0 - 12)} ${X(x0 + 30)} ${Y(y0 - 12)} ${X(x0 + 30)} ${Y(y0)}H${X(x0 + 44)}V${Y(y0 + 14)}C${X(x0 + 56)} ${Y(y0 + 14)} ${X(x0 + 56)} ${Y(y0 + 30)} ${X(x0 + 44)} ${Y(y0 + 30)}V${Y(y0 + 44)}H${X(x0)}Z`,
          fill,
        );
      return `${piece(-48, -26, c.fg)}${group(piece(4, -20, c.hi), { transform: `rotate(8 ${X(26)} ${Y(2)})` })}`;
    },
  },
  '📊': {
    what: { ro: 'un grafic cu bare sub o lupă', en: 'a bar chart under a magnifying glass' },
    draw: (X, Y, s, c) =>
      `${[16, 28, 22, 40].map((h, i) => rect(X(-46 + i * 18), Y(36 - h), 12 * s, h * s, c.fg, { rx: 3 * s })).join('')}${stroke(d`M${X(-48)} ${Y(40)}H${X(30)}`, c.fg, 3 * s)}${circle(
        X(18),
        Y(-18),
        22 * s,
        c.disc,
        { stroke: c.hi, 'stroke-width': 7 * s, opacity: 0.95 },
      )}${stroke(d`M${X(34)} ${Y(-2)}L${X(48)} ${Y(14)}`, c.hi, 9 * s)}${stroke(d`M${X(4)} ${Y(-12)}L${X(14)} ${Y(-22)}L${X(22)} ${Y(-16)}L${X(32)} ${Y(-28)}`, c.fg, 4 * s)}`,
  },
  '📝': {
    what: { ro: 'un clipboard cu o listă bifată', en: 'a clipboard with a ticked list' },
    draw: (X, Y, s, c) =>
      `${rect(X(-34), Y(-42), 68 * s, 90 * s, c.fg, { rx: 6 * s })}${rect(X(-28), Y(-34), 56 * s, 76 * s, c.disc, { rx: 3 * s })}${rect(X(-14), Y(-48), 28 * s, 14 * s, c.hi, { rx: 4 * s })}${[
        0, 1, 2,
      ]
        .map(
          (i) =>
            `${tick(X(-16), Y(-14 + i * 20), 6 * s, i < 2 ? c.hi : c.fg)}${rect(X(-6), Y(-17 + i * 20), 28 * s, 6 * s, c.fg, { rx: 3 * s, opacity: 0.6 })}`,
        )
        .join('')}`,
  },
  '✏️': {
    what: {
      ro: 'o curbă vectorială cu punctele și mânerele ei, și peniță',
      en: 'a vector curve with its anchor points and handles, and a pen nib',
    },
    draw: (X, Y, s, c) =>
      `${stroke(d`M${X(-46)} ${Y(30)}C${X(-30)} ${Y(-40)} ${X(20)} ${Y(-40)} ${X(40)} ${Y(10)}`, c.fg, 6 * s)}${stroke(d`M${X(-46)} ${Y(30)}L${X(-30)} ${Y(-40)}M${X(40)} ${Y(10)}L${X(20)} ${Y(-40)}`, c.hi, 2.5 * s)}${rect(
        X(-51),
        Y(25),
        10 * s,
        10 * s,
        c.disc,
        { stroke: c.fg, 'stroke-width': 3 * s },
      )}${rect(X(35), Y(5), 10 * s, 10 * s, c.disc, { stroke: c.fg, 'stroke-width': 3 * s })}${circle(X(-30), Y(-40), 4.5 * s, c.hi)}${circle(X(20), Y(-40), 4.5 * s, c.hi)}${path(
        d`M${X(4)} ${Y(46)}L${X(-8)} ${Y(22)}L${X(4)} ${Y(6)}L${X(16)} ${Y(22)}Z`,
        c.fg,
      )}${circle(X(4), Y(22), 3 * s, c.disc)}`,
  },
  '📱': {
    what: {
      ro: 'un telefon în fața unui ecran mare, cu aceleași blocuri',
      en: 'a phone in front of a large screen, with the same blocks',
    },
    draw: (X, Y, s, c) =>
      `${rect(X(-50), Y(-40), 74 * s, 52 * s, c.fg, { rx: 4 * s, opacity: 0.45 })}${rect(X(-2), Y(-30), 40 * s, 76 * s, c.fg, { rx: 7 * s })}${rect(X(2), Y(-22), 32 * s, 60 * s, c.disc, { rx: 3 * s })}${rect(
        X(6),
        Y(-18),
        24 * s,
        16 * s,
        c.hi,
        { rx: 2 * s },
      )}${bars(X(6), Y(2), [24 * s, 18 * s, 22 * s], c.fg, 5 * s, 9 * s, 0.6)}`,
  },
  '📧': {
    what: {
      ro: 'un plic deschis din care iese o scrisoare',
      en: 'an open envelope with a letter coming out',
    },
    draw: (X, Y, s, c) =>
      `${path(d`M${X(-46)} ${Y(-6)}L${X(0)} ${Y(-38)}L${X(46)} ${Y(-6)}V${Y(40)}H${X(-46)}Z`, c.fg)}${rect(X(-32), Y(-40), 64 * s, 56 * s, c.disc, { rx: 3 * s })}${bars(X(-24), Y(-30), [40 * s, 48 * s, 30 * s], c.fg, 5 * s, 10 * s, 0.5)}${path(
        d`M${X(-46)} ${Y(-6)}L${X(0)} ${Y(22)}L${X(46)} ${Y(-6)}V${Y(40)}H${X(-46)}Z`,
        c.fg,
      )}${stroke(d`M${X(-46)} ${Y(40)}L${X(-8)} ${Y(14)}M${X(46)} ${Y(40)}L${X(8)} ${Y(14)}`, c.disc, 2 * s, { opacity: 0.5 })}${circle(X(30), Y(-30), 10 * s, c.hi)}`,
  },
  '🎯': {
    what: { ro: 'o țintă nimerită în centru', en: 'a target hit in the centre' },
    draw: (X, Y, s, c) =>
      `${circle(X(-4), Y(4), 44 * s, c.fg)}${circle(X(-4), Y(4), 32 * s, c.disc)}${circle(X(-4), Y(4), 20 * s, c.fg)}${circle(X(-4), Y(4), 8 * s, c.hi)}${stroke(d`M${X(-4)} ${Y(4)}L${X(40)} ${Y(-40)}`, c.hi, 5 * s)}${path(
        d`M${X(34)} ${Y(-46)}L${X(50)} ${Y(-50)}L${X(46)} ${Y(-34)}Z`,
        c.hi,
      )}`,
  },
  '🚧': {
    what: { ro: 'o barieră în calea cursorului', en: 'a barrier in the cursor’s way' },
    draw: (X, Y, s, c) =>
      `${rect(X(-40), Y(-6), 8 * s, 46 * s, c.fg)}${rect(X(32), Y(-6), 8 * s, 46 * s, c.fg)}${rect(X(-50), Y(-20), 100 * s, 24 * s, c.disc, { rx: 4 * s })}${[
        0, 1, 2, 3, 4,
      ]
        .map((i) =>
          path(
            d`M${X(-44 + i * 22)} ${Y(-20)}H${X(-32 + i * 22)}L${X(-44 + i * 22)} ${Y(4)}H${X(-56 + i * 22)}Z`,
            c.hi,
          ),
        )
        .join('')}${path(
        d`M${X(6)} ${Y(-52)}L${X(6)} ${Y(-22)}L${X(13)} ${Y(-29)}L${X(19)} ${Y(-17)}L${X(24)} ${Y(-20)}L${X(18)} ${Y(-31)}L${X(27)} ${Y(-32)}Z`,
        c.fg,
        {
          stroke: c.disc,
          'stroke-width': 2 * s,
        },
      )}`,
  },
  '📘': {
    what: {
      ro: 'un manual de brand deschis, cu mostre de culoare',
      en: 'an open brand manual with colour swatches',
    },
    draw: (X, Y, s, c) =>
      `${path(d`M${X(-50)} ${Y(-34)}Q${X(-24)} ${Y(-42)} ${X(0)} ${Y(-32)}Q${X(24)} ${Y(-42)} ${X(50)} ${Y(-34)}V${Y(38)}Q${X(24)} ${Y(30)} ${X(0)} ${Y(40)}Q${X(-24)} ${Y(30)} ${X(-50)} ${Y(38)}Z`, c.fg)}${path(
        d`M${X(-44)} ${Y(-28)}Q${X(-22)} ${Y(-34)} ${X(-3)} ${Y(-26)}V${Y(32)}Q${X(-22)} ${Y(24)} ${X(-44)} ${Y(30)}Z`,
        c.disc,
      )}${path(d`M${X(44)} ${Y(-28)}Q${X(22)} ${Y(-34)} ${X(3)} ${Y(-26)}V${Y(32)}Q${X(22)} ${Y(24)} ${X(44)} ${Y(30)}Z`, c.disc)}${circle(X(-23), Y(-8), 10 * s, c.hi)}${bars(X(-36), Y(10), [26 * s, 20 * s], c.fg, 4 * s, 9 * s, 0.5)}${[
        c.fg,
        c.hi,
        '#e76f51',
      ]
        .map((colour, i) => rect(X(10 + i * 11), Y(-16), 9 * s, 20 * s, colour, { rx: 2 * s }))
        .join('')}`,
  },
  '🗂️': {
    what: {
      ro: 'harta unui site: pagina principală și paginile ei',
      en: 'a site map: the home page and its pages',
    },
    draw: (X, Y, s, c) =>
      `${stroke(d`M${X(0)} ${Y(-24)}V${Y(-4)}M${X(-36)} ${Y(-4)}H${X(36)}M${X(-36)} ${Y(-4)}V${Y(14)}M${X(0)} ${Y(-4)}V${Y(14)}M${X(36)} ${Y(-4)}V${Y(14)}`, c.fg, 4 * s)}${rect(X(-18), Y(-48), 36 * s, 26 * s, c.hi, { rx: 4 * s })}${[
        -36, 0, 36,
      ]
        .map((u) => rect(X(u - 14), Y(14), 28 * s, 34 * s, c.fg, { rx: 4 * s }))
        .join('')}`,
  },
  '📅': {
    what: { ro: 'un calendar cu zilele de postare marcate', en: 'a calendar with the posting days marked' },
    draw: (X, Y, s, c) =>
      `${rect(X(-46), Y(-40), 92 * s, 86 * s, c.fg, { rx: 8 * s })}${rect(X(-40), Y(-20), 80 * s, 60 * s, c.disc, { rx: 3 * s })}${Array.from(
        { length: 15 },
        (_, i) =>
          rect(
            X(-36 + (i % 5) * 15.6),
            Y(-16 + Math.floor(i / 5) * 18),
            12 * s,
            13 * s,
            [1, 3, 7, 11, 13].includes(i) ? c.hi : c.fg,
            {
              rx: 2 * s,
              opacity: [1, 3, 7, 11, 13].includes(i) ? 1 : 0.2,
            },
          ),
      ).join(
        '',
      )}${rect(X(-28), Y(-48), 6 * s, 16 * s, c.hi, { rx: 3 * s })}${rect(X(22), Y(-48), 6 * s, 16 * s, c.hi, { rx: 3 * s })}`,
  },
  '🛒': {
    what: { ro: 'un coș de cumpărături cu colete', en: 'a shopping cart with parcels' },
    draw: (X, Y, s, c) =>
      `${rect(X(-24), Y(-34), 26 * s, 24 * s, c.hi, { rx: 2 * s })}${rect(X(6), Y(-26), 22 * s, 16 * s, c.hi, { rx: 2 * s, opacity: 0.75 })}${stroke(
        d`M${X(-50)} ${Y(-30)}H${X(-38)}L${X(-26)} ${Y(20)}H${X(34)}L${X(44)} ${Y(-10)}H${X(-34)}`,
        c.fg,
        6 * s,
      )}${circle(X(-20), Y(34), 7 * s, c.fg)}${circle(X(28), Y(34), 7 * s, c.fg)}`,
  },
  '🔄': {
    what: {
      ro: 'două săgeți în cerc, de la o formă veche la una nouă',
      en: 'two arrows in a circle, from an old shape to a new one',
    },
    draw: (X, Y, s, c) =>
      `${stroke(d`M${X(-40)} ${Y(-8)}A${40 * s} ${40 * s} 0 0 1 ${X(30)} ${Y(-26)}`, c.fg, 7 * s)}${path(d`M${X(22)} ${Y(-40)}L${X(42)} ${Y(-30)}L${X(26)} ${Y(-14)}Z`, c.fg)}${stroke(
        d`M${X(40)} ${Y(8)}A${40 * s} ${40 * s} 0 0 1 ${X(-30)} ${Y(26)}`,
        c.hi,
        7 * s,
      )}${path(d`M${X(-22)} ${Y(40)}L${X(-42)} ${Y(30)}L${X(-26)} ${Y(14)}Z`, c.hi)}${circle(X(-12), Y(4), 10 * s, c.fg, { opacity: 0.45 })}${rect(X(4), Y(-6), 18 * s, 18 * s, c.hi, { rx: 4 * s })}`,
  },
  '📍': {
    what: { ro: 'un reper pe o hartă împăturită', en: 'a pin on a folded map' },
    draw: (X, Y, s, c) =>
      `${path(d`M${X(-50)} ${Y(0)}L${X(-18)} ${Y(-10)}L${X(18)} ${Y(2)}L${X(50)} ${Y(-8)}V${Y(40)}L${X(18)} ${Y(50)}L${X(-18)} ${Y(38)}L${X(-50)} ${Y(48)}Z`, c.fg, { opacity: 0.5 })}${stroke(
        d`M${X(-18)} ${Y(-10)}V${Y(38)}M${X(18)} ${Y(2)}V${Y(50)}`,
        c.disc,
        2 * s,
        { opacity: 0.6 },
      )}${path(d`M${X(0)} ${Y(34)}C${X(-8)} ${Y(16)} ${X(-22)} ${Y(2)} ${X(-22)} ${Y(-16)}A${22 * s} ${22 * s} 0 0 1 ${X(22)} ${Y(-16)}C${X(22)} ${Y(2)} ${X(8)} ${Y(16)} ${X(0)} ${Y(34)}Z`, c.hi)}${circle(X(0), Y(-16), 8 * s, c.disc)}`,
  },
  '🚀': {
    what: { ro: 'o rachetă care decolează', en: 'a rocket taking off' },
    draw: (X, Y, s, c) =>
      group(
        `${path(d`M${X(0)} ${Y(-50)}C${X(16)} ${Y(-36)} ${X(18)} ${Y(-6)} ${X(12)} ${Y(20)}H${X(-12)}C${X(-18)} ${Y(-6)} ${X(-16)} ${Y(-36)} ${X(0)} ${Y(-50)}Z`, c.fg)}${circle(X(0), Y(-18), 7 * s, c.disc)}${path(
          d`M${X(-12)} ${Y(0)}L${X(-26)} ${Y(22)}L${X(-10)} ${Y(18)}Z M${X(12)} ${Y(0)}L${X(26)} ${Y(22)}L${X(10)} ${Y(18)}Z`,
          c.hi,
        )}${path(d`M${X(-8)} ${Y(22)}Q${X(0)} ${Y(52)} ${X(8)} ${Y(22)}Z`, c.hi)}`,
        { transform: `rotate(35 ${X(0)} ${Y(0)})` },
      ),
  },
  '🖋️': {
    what: { ro: 'o peniță care scrie o virgulă sub literă', en: 'a pen nib writing a comma below a letter' },
    draw: (X, Y, s, c) =>
      `${path(d`M${X(-48)} ${Y(30)}L${X(-26)} ${Y(-34)}H${X(-14)}L${X(8)} ${Y(30)}H${X(-6)}L${X(-11)} ${Y(14)}H${X(-30)}L${X(-35)} ${Y(30)}Z M${X(-27)} ${Y(2)}H${X(-14)}L${X(-20)} ${Y(-18)}Z`, c.fg, { 'fill-rule': 'evenodd' })}${path(
        d`M${X(-22)} ${Y(38)}C${X(-14)} ${Y(38)} ${X(-14)} ${Y(50)} ${X(-24)} ${Y(54)}C${X(-20)} ${Y(48)} ${X(-22)} ${Y(46)} ${X(-26)} ${Y(44)}C${X(-28)} ${Y(40)} ${X(-26)} ${Y(38)} ${X(-22)} ${Y(38)}Z`,
        c.hi,
      )}${group(
        `${path(d`M${X(30)} ${Y(-48)}L${X(46)} ${Y(-32)}L${X(26)} ${Y(6)}L${X(14)} ${Y(10)}L${X(14)} ${Y(-2)}Z`, c.hi)}${circle(X(28), Y(-20), 3.5 * s, c.disc)}`,
        {},
      )}`,
  },
  '⚡': {
    what: { ro: 'un fulger peste un vitezometru', en: 'a lightning bolt over a speedometer' },
    draw: (X, Y, s, c) =>
      `${stroke(d`M${X(-44)} ${Y(24)}A${46 * s} ${46 * s} 0 0 1 ${X(44)} ${Y(24)}`, c.fg, 9 * s, { opacity: 0.5 })}${stroke(d`M${X(-44)} ${Y(24)}A${46 * s} ${46 * s} 0 0 1 ${X(30)} ${Y(-13)}`, c.fg, 9 * s)}${path(
        d`M${X(6)} ${Y(-44)}L${X(-16)} ${Y(6)}H${X(0)}L${X(-6)} ${Y(44)}L${X(18)} ${Y(-8)}H${X(2)}Z`,
        c.hi,
      )}`,
  },
  '🧭': {
    what: { ro: 'o busolă între trei drumuri', en: 'a compass between three roads' },
    draw: (X, Y, s, c) =>
      `${circle(X(0), Y(0), 42 * s, c.fg)}${circle(X(0), Y(0), 34 * s, c.disc)}${path(d`M${X(0)} ${Y(-30)}L${X(9)} ${Y(0)}L${X(0)} ${Y(30)}L${X(-9)} ${Y(0)}Z`, c.fg, { transform: `rotate(40 ${X(0)} ${Y(0)})` })}${path(
        d`M${X(0)} ${Y(-30)}L${X(9)} ${Y(0)}L${X(-9)} ${Y(0)}Z`,
        c.hi,
        { transform: `rotate(40 ${X(0)} ${Y(0)})` },
      )}${circle(X(0), Y(0), 4 * s, c.disc)}`,
  },
};

/** The kit's colours arranged for each category: background, pattern, the disc behind the pictogram and the pictogram's two inks. */
function coverColours(kit: BrandKit, category: CategoryId) {
  const { light } = derivePalettes(kit);
  const paper = '#ffffff';
  switch (category) {
    case 'web-design':
      return {
        bg: light.brand,
        pattern: light['ink-foreground'],
        patternOpacity: 0.12,
        disc: light.accent,
        ink: { fg: light.ink, hi: paper, disc: light.accent },
      };
    case 'wordpress':
      return {
        bg: light.ink,
        pattern: light.primary,
        patternOpacity: 0.55,
        disc: light['primary-soft'],
        ink: { fg: light.primary, hi: light.accent, disc: light['primary-soft'] },
      };
    case 'branding':
      return {
        bg: light.accent,
        pattern: light.ink,
        patternOpacity: 0.1,
        disc: paper,
        ink: { fg: light.ink, hi: light.primary, disc: paper },
      };
    case 'marketing':
      return {
        bg: light['primary-soft'],
        pattern: light.primary,
        patternOpacity: 0.16,
        disc: light.primary,
        ink: { fg: paper, hi: light.accent, disc: light.primary },
      };
  }
}

/** The category's full-bleed pattern, shifted and turned by the article's own seed. */
function coverPattern(category: CategoryId, v: number, colour: string, opacity: number): string {
  const shift = (v % 7) * 23;
  switch (category) {
    case 'web-design':
      // A layout grid: columns of cards of a few heights, staggered like a page being laid out.
      return group(
        Array.from({ length: 6 }, (_, col) => {
          let y = -60 - ((col * 131 + shift * 3) % 220);
          let out = '';
          for (let i = 0; y < 1040; i++) {
            const h = [260, 180, 340, 220][(col + i + v) % 4]!;
            out += rect(-40 + col * 290, y, 250, h, colour, { rx: 28 });
            y += h + 40;
          }
          return out;
        }).join(''),
        { opacity },
      );
    case 'wordpress':
      // Rings, like the layers of a plugin stack seen from above.
      return group(
        [140, 260, 380, 500, 620, 740]
          .map((r) => circle(800 + (shift - 70), 500, r, 'none', { stroke: colour, 'stroke-width': 44 }))
          .join(''),
        { opacity },
      );
    case 'branding':
      // Large shapes of a logo study, off the edges.
      return group(
        `${circle(140 + shift, 170, 260, colour)}${rect(1180 - shift, 560, 520, 520, colour, { rx: 60, transform: `rotate(${12 + (v % 20)} 1440 820)` })}${path(
          d`M${1300 + shift} -60L${1660} 360L${1120 + shift} 300Z`,
          colour,
        )}${circle(260, 900, 140, colour)}`,
        { opacity },
      );
    case 'marketing':
      // Rising steps from the bottom left to the top right.
      return group(
        Array.from({ length: 9 }, (_, i) =>
          rect(-40 + i * 190, 860 - i * 95 - (shift % 60), 150, 400 + i * 95, colour, { rx: 18 }),
        ).join(''),
        { opacity },
      );
  }
}

/**
 * An article's cover: the pictogram of its subject on a disc in the middle (where every crop keeps it), on a
 * full-bleed pattern of its category, with one small dot per tag orbiting the disc. No words.
 */
export function articleCover(article: ArticleSampleInput, kit: BrandKit): SampleSvg {
  const locale = article.locale ?? 'ro';
  const v = seed(article.slug);
  const colours = coverColours(kit, article.category);
  const emoji = (article.emoji ?? '').replace(/\uFE0F/g, '');
  const key = Object.keys(PICTOGRAMS).find((k) => k.replace(/\uFE0F/g, '') === emoji);
  const pictogram = key ? PICTOGRAMS[key]! : undefined;
  // The disc sits in the middle third: inside a 0.6:1 portrait crop and a 1.9:1 landscape one alike.
  const cx = 800 + ((v >> 3) % 5) * 12 - 24;
  const cy = 500 + ((v >> 6) % 5) * 8 - 16;
  const r = 280;
  const s = 4.3;
  const X = (u: number) => cx + u * s;
  const Y = (w: number) => cy + w * s;
  const tags = article.tags ?? [];
  const dots = tags
    .map((_, i) => {
      const a = ((v % 360) * Math.PI) / 180 + (i * 2 * Math.PI) / Math.max(tags.length, 1);
      return circle(
        cx + (r + 50) * Math.cos(a),
        cy + (r + 50) * Math.sin(a),
        i === 0 ? 24 : 15,
        i === 0 ? colours.ink.hi : colours.disc,
        {
          opacity: i === 0 ? 1 : 0.85,
        },
      );
    })
    .join('');
  const motif = pictogram
    ? pictogram.draw(X, Y, s, colours.ink)
    : // No pictogram for this emoji: three overlapping shapes of the kit, turned by the seed.
      group(
        `${circle(X(-14), Y(-6), 30 * s, colours.ink.fg)}${rect(X(-6), Y(-10), 50 * s, 50 * s, colours.ink.hi, { rx: 8 * s, opacity: 0.9 })}`,
        {
          transform: `rotate(${v % 90} ${cx} ${cy})`,
        },
      );
  const category = CATEGORY_NAMES[article.category][locale];
  const what = pictogram?.what[locale] ?? (locale === 'ro' ? 'forme geometrice' : 'geometric shapes');
  return {
    svg: svgDocument(
      `${coverPattern(article.category, v, colours.pattern, colours.patternOpacity)}${circle(cx + 14, cy + 22, r, '#000', { opacity: 0.14 })}${circle(cx, cy, r, colours.disc)}${dots}${motif}`,
      colours.bg,
    ),
    alt:
      locale === 'ro'
        ? `Ilustrație de copertă: ${what}, pe un model grafic de ${category}`
        : `Cover illustration: ${what}, on a ${category} pattern`,
  };
}
