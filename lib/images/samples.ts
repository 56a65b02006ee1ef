/**
 * Sample pictures for entries whose owner has not added real ones yet (`samplePictures: true` in the front
 * matter): SVG drawn from the entry's own data and sent through the same AVIF/WebP pipeline as a photo; the
 * owner replaces each one by dropping a real file (README: "Pictures").
 *
 * - A case study's cover and gallery follow what its text says (lib/images/sample-scenes.ts): the twelve
 *   sample case studies each have their own drawings; any other entry gets the generic ones below (a site
 *   in a browser, business cards, a campaign), in its palette.
 * - An article's cover is not drawn here: it is a committed picture of its own (lib/images/sample-covers.ts).
 *
 * Covers carry no words: the cards crop them to any shape from 16:9 to a narrow portrait (the blog's list,
 * the portfolio's list view) and the Open Graph image to 1.9:1, and a word cut mid-way looks broken. The
 * gallery pictures, always shown whole, print their few words in the entry's language.
 */
import type { CategoryId } from '@/lib/data/schemas';
import {
  bars,
  browser,
  circle,
  d,
  group,
  path,
  phone,
  rect,
  SANS,
  SERIF,
  shadow,
  svgDocument,
  swatches,
  text,
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
