/**
 * Sample pictures for entries whose owner has not added real ones yet (`samplePictures: true` in the front
 * matter): SVG drawn from the entry's own data and sent through the same AVIF/WebP pipeline as a photo; the
 * owner replaces each one by dropping a real file (README: "Pictures").
 *
 * - A case study's cover and gallery follow what its text says (lib/images/sample-scenes.ts): the twelve
 *   sample case studies each have their own drawings; any other entry gets the generic ones below (a site
 *   in a browser, business cards, a campaign), in its palette.
 * - An article's cover is an illustration of its subject (a pictogram from its emoji) on a pattern of its
 *   category, in the brand kit's colours (lib/brand.ts), one arrangement per article.
 *
 * Covers carry no words: the cards crop them to any shape from 16:9 to a narrow portrait (the blog's list,
 * the portfolio's list view) and the Open Graph image to 1.9:1, and a word cut mid-way looks broken. The
 * gallery pictures, always shown whole, print their few words in the entry's language.
 */
import type { CategoryId } from '@/lib/data/schemas';
import { derivePalettes, type BrandKit } from '@/lib/brand';
import {
  bars,
  browser,
  circle,
  d,
  ellipse,
  group,
  path,
  phone,
  rect,
  SANS,
  SERIF,
  shadow,
  stroke,
  svgDocument,
  swatches,
  text,
  tick,
  wrap,
  seed,
  type Palette,
} from '@/lib/images/sample-draw';
import { SCENES, sceneContext, type Drawing, type SampleLocale } from '@/lib/images/sample-scenes';

export { SAMPLE_SIZE } from '@/lib/images/sample-draw';

export type SampleSvg = { svg: string; alt: string; caption?: string };

/** Palettes per category, for entries that do not name their own colours. */
const CATEGORY_PALETTES: Record<CategoryId, string[]> = {
  'web-design': ['#312e81', '#4f46e5', '#f59e0b', '#e0e7ff'],
  wordpress: ['#0c4a6e', '#0284c7', '#f97316', '#e0f2fe'],
  branding: ['#4a044e', '#c026d3', '#facc15', '#fae8ff'],
  marketing: ['#14532d', '#16a34a', '#f43f5e', '#dcfce7'],
};

function palette(colours: string[] | undefined, category: CategoryId): Palette {
  const [ink, main, accent, soft] = colours && colours.length >= 4 ? colours : CATEGORY_PALETTES[category];
  return { ink: ink!, main: main!, accent: accent!, soft: soft!, paper: '#fffdf8' };
}

/** "Brutăria Spicul Auriu, Sibiu" → "Brutăria Spicul Auriu"; initials "SA" from the words that name it. */
export function brandName(client: string): { name: string; initials: string } {
  const name = client.split(',')[0]!.trim();
  const generic = /^(brutăria|cabinetul|clinica|librăria|prăjitoria|atelierul|pensiunea|studio|firma)$/i;
  const words = name.split(/\s+/).filter((w) => !generic.test(w) && /^\p{Lu}/u.test(w));
  const initials = (words.length > 0 ? words : name.split(/\s+/))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  return { name, initials };
}

export type ProjectSampleInput = {
  /** The entry's language: the drawings' words and texts follow it. Romanian when absent. */
  locale?: SampleLocale;
  slug: string;
  title: string;
  client: string;
  description: string;
  result: string;
  categories: CategoryId[];
  palette?: string[];
};

function finish(drawing: Drawing, locale: SampleLocale): SampleSvg {
  return {
    svg: svgDocument(drawing.body, drawing.background),
    alt: drawing.alt[locale],
    ...(drawing.caption ? { caption: drawing.caption[locale] } : {}),
  };
}

function context(project: ProjectSampleInput) {
  const locale = project.locale ?? 'ro';
  const p = palette(project.palette, project.categories[0]!);
  return { locale, p, c: sceneContext(p, locale, brandName(project.client), project) };
}

/** The cover of a case study: its own drawing when it has one, else the kind of work it is. */
export function projectCover(project: ProjectSampleInput): SampleSvg {
  const { locale, p, c } = context(project);
  const scene = SCENES[project.slug];
  return finish(scene ? scene.cover(c) : genericCover(project, p, c.brand), locale);
}

/** Three more views of the work for the case study's gallery. */
export function projectGallery(project: ProjectSampleInput): SampleSvg[] {
  const { locale, p, c } = context(project);
  const scene = SCENES[project.slug];
  return (scene ? scene.gallery.map((draw) => draw(c)) : genericGallery(project, p, c.brand, locale)).map(
    (drawing) => finish(drawing, locale),
  );
}

/* ---------- Generic drawings, for case studies without a scene of their own ---------- */

/** The brand's mark: a shape of the palette with a dot, no letters (covers carry no words). */
function mark(x: number, y: number, size: number, p: Palette, variant: number, onDark = false): string {
  const r = size / 2;
  const fill = onDark ? p.accent : p.main;
  const shape =
    variant % 3 === 0
      ? circle(x + r, y + r, r, fill)
      : variant % 3 === 1
        ? rect(x, y, size, size, fill, { rx: size * 0.28 })
        : path(d`M${x + r} ${y}L${x + size} ${y + r}L${x + r} ${y + size}L${x} ${y + r}Z`, fill);
  return `${shape}${circle(x + r, y + r, r * 0.32, onDark ? p.ink : p.paper)}`;
}

function genericCover(project: ProjectSampleInput, p: Palette, brand: { name: string }): Drawing {
  const v = seed(project.slug);
  const category = project.categories[0]!;
  if (category === 'web-design' || category === 'wordpress') {
    const page = `${rect(0, 0, 1000, 84, p.paper)}${mark(36, 18, 48, p, v)}${bars(100, 36, [160], p.ink, 14, 0, 0.6)}${rect(0, 84, 1000, 600, p.soft)}${bars(
      60,
      180,
      [380, 300, 340],
      p.ink,
      34,
      60,
      0.8,
    )}${rect(60, 380, 200, 60, p.main, { rx: 30 })}${rect(560, 150, 380, 380, p.main, { rx: 28 })}${circle(750, 340, 110, p.accent)}`;
    return {
      background: p.soft,
      body: `${circle(1400, 120, 300, p.main, { opacity: 0.12 })}${browser(200, 150, 1000, 700, page)}${phone(1120, 360, 240, 500, `${rect(0, 0, 216, 60, p.paper)}${mark(16, 10, 40, p, v)}${bars(16, 100, [160, 120], p.ink, 22, 40, 0.8)}${rect(16, 200, 184, 140, p.main, { rx: 16 })}${circle(140, 270, 40, p.accent)}`, p.soft)}`,
      alt: {
        ro: `Machetă: site-ul ${brand.name} într-o fereastră de browser și pe un telefon`,
        en: `Mock-up: the ${brand.name} website in a browser window and on a phone`,
      },
    };
  }
  if (category === 'branding')
    return {
      ...cards(p, v),
      alt: {
        ro: `Cărți de vizită ${brand.name}, față și verso`,
        en: `${brand.name} business cards, front and back`,
      },
    };
  const rising = [0.35, 0.42, 0.4, 0.55, 0.62, 0.78, 0.95]
    .map((h, i) => rect(240 + i * 100, 820 - h * 520, 66, h * 520, i === 6 ? p.accent : p.main, { rx: 10 }))
    .join('');
  return {
    background: p.soft,
    body: `${rect(160, 160, 860, 720, p.paper, { rx: 28 })}${rising}${rect(220, 840, 740, 4, p.ink, { opacity: 0.2 })}${phone(1080, 120, 380, 780, `${mark(20, 20, 56, p, v)}${bars(90, 36, [180], p.ink, 16, 0, 0.6)}${rect(0, 100, 342, 380, p.main)}${circle(240, 220, 100, p.accent)}${bars(24, 520, [280, 220], p.ink, 22, 40, 0.7)}${rect(24, 620, 294, 56, p.ink, { rx: 12 })}`)}`,
    alt: {
      ro: `Campania ${brand.name}: o reclamă pe telefon lângă graficul rezultatului`,
      en: `The ${brand.name} campaign: an ad on a phone beside a chart of the result`,
    },
  };
}

function cards(p: Palette, v: number): { body: string; background: string } {
  const card = (x: number, y: number, rot: number, front: boolean) =>
    group(
      `${shadow(x, y, 700, 400, 14, 14, 22, 0.22)}${rect(x, y, 700, 400, front ? p.ink : p.paper, { rx: 14 })}${
        front
          ? `${mark(x + 290, y + 110, 120, p, v, true)}${rect(x + 260, y + 280, 180, 8, p.accent, { rx: 4 })}`
          : `${mark(x + 50, y + 50, 80, p, v)}${bars(x + 50, y + 210, [260, 160, 320], p.ink, 16, 40, 0.5)}${rect(x + 620, y, 80, 400, p.main)}`
      }`,
      { transform: `rotate(${rot} ${x + 350} ${y + 200})` },
    );
  return {
    background: p.soft,
    body: `${rect(0, 640, 1600, 360, p.main, { opacity: 0.18 })}${card(180, 330, -8, false)}${card(720, 180, 6, true)}`,
  };
}

const GENERIC_WORDS = {
  ro: {
    logo: 'Logotipul, pe fond deschis și închis, și paleta de culori a brandului.',
    screens: 'Pe telefon: prima pagină, o pagină de produs și rezultatul.',
    cards: 'Cărțile de vizită, față și verso, în culorile brandului.',
  },
  en: {
    logo: 'The logo on a light and on a dark background, and the brand’s colour palette.',
    screens: 'On a phone: the home page, a product page and the result.',
    cards: 'The business cards, front and back, in the brand colours.',
  },
} as const;

function genericGallery(
  project: ProjectSampleInput,
  p: Palette,
  brand: { name: string; initials: string },
  locale: SampleLocale,
): Drawing[] {
  const v = seed(project.slug);
  const both = (key: keyof (typeof GENERIC_WORDS)['ro']) => ({
    ro: GENERIC_WORDS.ro[key],
    en: GENERIC_WORDS.en[key],
  });
  const size = Math.min(64, 900 / brand.name.length);
  const logo: Drawing = {
    background: '#f5f5f4',
    body: `${rect(120, 120, 660, 440, p.paper, { rx: 20 })}${mark(400, 190, 100, p, v)}${text(450, 420, brand.name, { size, fill: p.ink, weight: 'bold', family: v % 2 ? SERIF : SANS, anchor: 'middle' })}${rect(820, 120, 660, 440, p.ink, { rx: 20 })}${mark(1100, 190, 100, p, v, true)}${text(1150, 420, brand.name, { size, fill: p.paper, weight: 'bold', family: v % 2 ? SERIF : SANS, anchor: 'middle' })}${swatches(120, 640, [p.ink, p.main, p.accent, p.soft], 310, 200, 40, '#44403c')}`,
    alt: {
      ro: `Logotipul ${brand.name} pe fond deschis și închis, cu paleta de culori`,
      en: `The ${brand.name} logo on light and dark backgrounds, with the colour palette`,
    },
    caption: both('logo'),
  };
  const screens: Drawing = {
    background: p.soft,
    body: [0, 1, 2]
      .map((i) =>
        phone(
          230 + i * 420,
          100 + (i % 2) * 60,
          360,
          760,
          `${rect(0, 0, 324, 80, i === 1 ? p.ink : p.paper)}${mark(20, 16, 48, p, v, i === 1)}${rect(0, 80, 324, 700, i === 1 ? p.main : p.soft)}${wrap(
            i === 2 ? project.result : brand.name,
            14,
          )
            .slice(0, 3)
            .map((l, j) =>
              text(24, 150 + j * 40, l, {
                size: 30,
                fill: i === 1 ? p.paper : p.ink,
                weight: 'bold',
                family: SERIF,
              }),
            )
            .join(
              '',
            )}${rect(24, 300, 268, 200, i === 1 ? p.paper : p.main, { rx: 18, opacity: 0.9 })}${circle(210, 400, 60, p.accent)}${bars(24, 530, [200, 150], i === 1 ? p.paper : p.ink, 16, 30, 0.35)}`,
        ),
      )
      .join(''),
    alt: {
      ro: `Trei ecrane de telefon din materialele ${brand.name}`,
      en: `Three phone screens from the ${brand.name} materials`,
    },
    caption: both('screens'),
  };
  const businessCards: Drawing = {
    ...cards(p, v + 1),
    alt: {
      ro: `Cărți de vizită ${brand.name}, față și verso`,
      en: `${brand.name} business cards, front and back`,
    },
    caption: both('cards'),
  };
  void locale;
  return [
    logo,
    project.categories[0] === 'branding' ? businessCards : screens,
    project.categories[0] === 'branding' ? screens : businessCards,
  ];
}

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
