/**
 * Sample pictures for entries whose owner has not added real ones yet (`samplePictures: true` in the front
 * matter): SVG drawn from the entry's own data (its palette, its client's name set as a logotype, the
 * result it reports, its category) and sent through the same AVIF/WebP pipeline as a photo. They show what
 * kind of work the entry is about (a site in a browser frame, business cards, a packaging label, a campaign
 * post); the owner replaces each one by dropping a real file (README: "Pictures").
 *
 * Text is set in the system's DejaVu and Liberation families, which librsvg finds through fontconfig and
 * which draw ă â î ș ț (comma below) correctly; nothing is fetched.
 */
import type { CategoryId } from '@/lib/data/schemas';

export type SampleSvg = { svg: string; alt: string; caption?: string };

export const SAMPLE_SIZE = { width: 1600, height: 1000 } as const;

type Palette = { ink: string; main: string; accent: string; soft: string; paper: string };

/** Palettes per category, for entries that do not name their own colours. */
const CATEGORY_PALETTES: Record<CategoryId, string[]> = {
  'web-design': ['#312e81', '#4f46e5', '#f59e0b', '#e0e7ff'],
  wordpress: ['#0c4a6e', '#0284c7', '#f97316', '#e0f2fe'],
  branding: ['#4a044e', '#c026d3', '#facc15', '#fae8ff'],
  marketing: ['#14532d', '#16a34a', '#f43f5e', '#dcfce7'],
};

const SANS = "'DejaVu Sans', 'Liberation Sans', sans-serif";
const SERIF = "'DejaVu Serif', 'Liberation Serif', serif";
const NARROW = "'Liberation Sans Narrow', 'DejaVu Sans Condensed', sans-serif";

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function palette(colours: string[] | undefined, category: CategoryId): Palette {
  const [ink, main, accent, soft] = colours && colours.length >= 4 ? colours : CATEGORY_PALETTES[category];
  return { ink: ink!, main: main!, accent: accent!, soft: soft!, paper: '#fffdf8' };
}

/** A stable small number from a string, to vary layouts between entries without randomness. */
function seed(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h;
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

/** Greedy line breaking at about `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function svg(body: string, bg: string): string {
  const { width, height } = SAMPLE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${bg}"/>${body}</svg>`;
}

/** The brand's mark: initials in a shape that depends on the name. */
function mark(
  x: number,
  y: number,
  size: number,
  initials: string,
  p: Palette,
  variant: number,
  onDark = false,
): string {
  const r = size / 2;
  const fill = onDark ? p.accent : p.main;
  const text = onDark ? p.ink : p.paper;
  const shape =
    variant % 3 === 0
      ? `<circle cx="${x + r}" cy="${y + r}" r="${r}" fill="${fill}"/>`
      : variant % 3 === 1
        ? `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.28}" fill="${fill}"/>`
        : `<path d="M${x + r} ${y} L${x + size} ${y + r} L${x + r} ${y + size} L${x} ${y + r} Z" fill="${fill}"/>`;
  return `${shape}<text x="${x + r}" y="${y + r + size * 0.14}" font-family="${SERIF}" font-weight="bold" font-size="${size * 0.4}" fill="${text}" text-anchor="middle">${esc(initials)}</text>`;
}

/** Mark and name side by side: the logotype. */
function logotype(
  x: number,
  y: number,
  size: number,
  brand: { name: string; initials: string },
  p: Palette,
  variant: number,
  onDark = false,
): string {
  const colour = onDark ? p.paper : p.ink;
  return `${mark(x, y, size, brand.initials, p, variant, onDark)}<text x="${x + size * 1.25}" y="${y + size * 0.68}" font-family="${variant % 2 ? SERIF : SANS}" font-weight="bold" font-size="${size * 0.52}" fill="${colour}">${esc(brand.name)}</text>`;
}

function browser(
  x: number,
  y: number,
  w: number,
  h: number,
  domain: string,
  inner: string,
  p: Palette,
): string {
  return `<g><rect x="${x + 12}" y="${y + 18}" width="${w}" height="${h}" rx="18" fill="#000" opacity="0.18"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${p.paper}"/><rect x="${x}" y="${y}" width="${w}" height="56" rx="18" fill="#e7e5e4"/><rect x="${x}" y="${y + 38}" width="${w}" height="18" fill="#e7e5e4"/><circle cx="${x + 32}" cy="${y + 28}" r="8" fill="#f87171"/><circle cx="${x + 58}" cy="${y + 28}" r="8" fill="#fbbf24"/><circle cx="${x + 84}" cy="${y + 28}" r="8" fill="#4ade80"/><rect x="${x + 120}" y="${y + 12}" width="${Math.min(520, w - 160)}" height="32" rx="16" fill="#fafaf9"/><text x="${x + 142}" y="${y + 35}" font-family="${SANS}" font-size="18" fill="#57534e">${esc(domain)}</text><svg x="${x}" y="${y + 56}" width="${w}" height="${h - 56}">${inner}</svg></g>`;
}

function phone(x: number, y: number, w: number, h: number, inner: string): string {
  return `<g><rect x="${x + 10}" y="${y + 16}" width="${w}" height="${h}" rx="${w * 0.16}" fill="#000" opacity="0.2"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.16}" fill="#1c1917"/><svg x="${x + w * 0.06}" y="${y + w * 0.06}" width="${w * 0.88}" height="${h - w * 0.12}"><rect width="100%" height="100%" rx="${w * 0.11}" fill="#fff"/>${inner}</svg></g>`;
}

function domainOf(slug: string): string {
  return `www.${slug.split('-').slice(-2).join('')}.ro`;
}

/** A site's home page: nav, headline, lines of copy, a button, a picture block in the palette. */
function siteHero(
  w: number,
  brand: { name: string; initials: string },
  headline: string,
  p: Palette,
  v: number,
  button: string,
): string {
  const lines = wrap(headline, 16).slice(0, 3);
  const textX = 60;
  return `<rect width="${w}" height="100%" fill="${p.soft}"/><rect width="${w}" height="84" fill="${p.paper}"/>${logotype(40, 18, 48, brand, p, v)}${[
    0, 1, 2,
  ]
    .map(
      (i) =>
        `<rect x="${w - 420 + i * 120}" y="36" width="90" height="14" rx="7" fill="${p.ink}" opacity="0.35"/>`,
    )
    .join('')}${lines
    .map(
      (line, i) =>
        `<text x="${textX}" y="${190 + i * 66}" font-family="${SERIF}" font-weight="bold" font-size="54" fill="${p.ink}">${esc(line)}</text>`,
    )
    .join(
      '',
    )}<rect x="${textX}" y="${220 + lines.length * 66}" width="420" height="16" rx="8" fill="${p.ink}" opacity="0.25"/><rect x="${textX}" y="${250 + lines.length * 66}" width="340" height="16" rx="8" fill="${p.ink}" opacity="0.25"/><rect x="${textX}" y="${300 + lines.length * 66}" width="230" height="64" rx="32" fill="${p.main}"/><text x="${textX + 115}" y="${341 + lines.length * 66}" font-family="${SANS}" font-weight="bold" font-size="24" fill="${p.paper}" text-anchor="middle">${esc(button)}</text><rect x="${w * 0.58}" y="130" width="${w * 0.36}" height="420" rx="28" fill="${p.main}"/><circle cx="${w * 0.76}" cy="300" r="120" fill="${p.accent}"/><rect x="${w * 0.64}" y="420" width="${w * 0.24}" height="80" rx="20" fill="${p.paper}" opacity="0.9"/>`;
}

/** The words printed inside the drawings, in the language of the page that shows them (issue 34). */
const WORDS = {
  ro: { order: 'Comandă acum', sponsored: 'Sponsorizat', quote: 'Cere o ofertă', result: 'Rezultatul campaniei' },
  en: { order: 'Order now', sponsored: 'Sponsored', quote: 'Get a quote', result: 'Campaign result' },
} as const;

export type ProjectSampleInput = {
  /** The entry's language: the drawings' own words follow it. Romanian when absent. */
  locale?: 'ro' | 'en';
  slug: string;
  title: string;
  client: string;
  description: string;
  result: string;
  categories: CategoryId[];
  palette?: string[];
};

/** The cover of a case study, drawn as the kind of work it is: a site, a brand's stationery, a campaign. */
export function projectCover(project: ProjectSampleInput): SampleSvg {
  const category = project.categories[0]!;
  const p = palette(project.palette, category);
  const brand = brandName(project.client);
  const v = seed(project.slug);
  const headline = brand.name;
  if (category === 'web-design' || category === 'wordpress') {
    const site = browser(
      150,
      110,
      1180,
      780,
      domainOf(project.slug),
      siteHero(1180, brand, headline, p, v, WORDS[project.locale ?? 'ro'].order),
      p,
    );
    const mobile = phone(
      1210,
      380,
      260,
      540,
      `<rect width="100%" height="70" fill="${p.paper}"/>${mark(20, 14, 44, brand.initials, p, v)}<rect y="70" width="100%" height="100%" fill="${p.soft}"/>${wrap(
        headline,
        12,
      )
        .slice(0, 3)
        .map(
          (l, i) =>
            `<text x="20" y="${130 + i * 34}" font-family="${SERIF}" font-weight="bold" font-size="26" fill="${p.ink}">${esc(l)}</text>`,
        )
        .join(
          '',
        )}<rect x="20" y="260" width="190" height="150" rx="16" fill="${p.main}"/><circle cx="150" cy="330" r="46" fill="${p.accent}"/><rect x="20" y="430" width="130" height="40" rx="20" fill="${p.main}"/>`,
    );
    return {
      svg: svg(`<circle cx="1500" cy="60" r="300" fill="${p.main}" opacity="0.12"/>${site}${mobile}`, p.soft),
      alt: `Machetă: site-ul ${brand.name} într-o fereastră de browser și pe un telefon`,
    };
  }
  if (category === 'branding') return businessCards(project, p, brand, v);
  return campaign(project, p, brand, v);
}

function businessCards(
  project: ProjectSampleInput,
  p: Palette,
  brand: { name: string; initials: string },
  v: number,
): SampleSvg {
  const card = (x: number, y: number, rot: number, front: boolean) =>
    `<g transform="rotate(${rot} ${x + 350} ${y + 200})"><rect x="${x + 14}" y="${y + 22}" width="700" height="400" rx="14" fill="#000" opacity="0.22"/><rect x="${x}" y="${y}" width="700" height="400" rx="14" fill="${front ? p.ink : p.paper}"/>${
      front
        ? `${mark(x + 290, y + 90, 120, brand.initials, p, v, true)}<text x="${x + 350}" y="${y + 290}" font-family="${v % 2 ? SERIF : SANS}" font-weight="bold" font-size="40" fill="${p.paper}" text-anchor="middle">${esc(brand.name)}</text><rect x="${x + 300}" y="${y + 320}" width="100" height="6" rx="3" fill="${p.accent}"/>`
        : `${mark(x + 50, y + 50, 80, brand.initials, p, v)}<text x="${x + 50}" y="${y + 230}" font-family="${SANS}" font-weight="bold" font-size="34" fill="${p.ink}">Ana Ionescu</text><text x="${x + 50}" y="${y + 270}" font-family="${SANS}" font-size="24" fill="${p.main}">Manager</text><text x="${x + 50}" y="${y + 330}" font-family="${SANS}" font-size="22" fill="${p.ink}" opacity="0.7">0722 000 000 · ${esc(domainOf(project.slug).slice(4))}</text><rect x="${x + 620}" y="${y}" width="80" height="400" fill="${p.main}"/>`
    }</g>`;
  return {
    svg: svg(
      `<rect x="0" y="640" width="1600" height="360" fill="${p.main}" opacity="0.18"/>${card(180, 330, -8, false)}${card(720, 180, 6, true)}`,
      p.soft,
    ),
    alt: `Cărți de vizită cu logotipul ${brand.name}, față și verso`,
  };
}

/** The first clause of the description when it reads as a line of an ad, else the brand's name. */
function adLine(project: ProjectSampleInput, name: string): string {
  const clause = project.description.split(/[,.:;]/)[0]!.trim();
  return clause.length >= 20 && clause.length <= 48 ? clause : name;
}

function campaign(
  project: ProjectSampleInput,
  p: Palette,
  brand: { name: string; initials: string },
  v: number,
): SampleSvg {
  const number = project.result.match(/[+-]?\d[\d.,]*\s?%?/)?.[0] ?? project.result.split(' ')[0]!;
  // A fall keeps its sign in either language: "redus cu 42%", "down 42%" → −42%.
  const figure = /redus|scăzut|down|fewer|lower|less|cut|reduced/i.test(project.result) && !/^[+-]/.test(number) ? `−${number}` : number;
  const bars = [0.35, 0.42, 0.4, 0.55, 0.62, 0.78, 0.95]
    .map(
      (h, i) =>
        `<rect x="${120 + i * 86}" y="${620 - h * 380}" width="56" height="${h * 380}" rx="10" fill="${i === 6 ? p.accent : p.main}"/>`,
    )
    .join('');
  const post = phone(
    1020,
    90,
    420,
    840,
    `${mark(24, 24, 56, brand.initials, p, v)}<text x="96" y="52" font-family="${SANS}" font-weight="bold" font-size="22" fill="${p.ink}">${esc(brand.name.slice(0, 22))}</text><text x="96" y="76" font-family="${SANS}" font-size="16" fill="#78716c">${WORDS[project.locale ?? 'ro'].sponsored}</text><rect y="104" width="100%" height="420" fill="${p.main}"/><circle cx="300" cy="220" r="110" fill="${p.accent}"/>${wrap(
      adLine(project, brand.name),
      16,
    )
      .slice(0, 3)
      .map(
        (l, i) =>
          `<text x="28" y="${380 + i * 40}" font-family="${SERIF}" font-weight="bold" font-size="32" fill="${p.paper}">${esc(l)}</text>`,
      )
      .join(
        '',
      )}<rect x="24" y="550" width="320" height="56" rx="12" fill="${p.ink}"/><text x="184" y="587" font-family="${SANS}" font-weight="bold" font-size="22" fill="${p.paper}" text-anchor="middle">${WORDS[project.locale ?? 'ro'].quote}</text>`,
  );
  return {
    svg: svg(
      `<rect x="70" y="120" width="840" height="700" rx="28" fill="${p.paper}"/><text x="120" y="200" font-family="${SANS}" font-size="28" fill="#78716c">${WORDS[project.locale ?? 'ro'].result}</text><text x="120" y="300" font-family="${SERIF}" font-weight="bold" font-size="96" fill="${p.ink}">${esc(figure)}</text>${bars}<rect x="110" y="640" width="700" height="4" fill="${p.ink}" opacity="0.2"/><text x="120" y="720" font-family="${SANS}" font-size="26" fill="${p.ink}">${esc(wrap(project.result, 44)[0]!)}</text>${post}`,
      p.soft,
    ),
    alt: `Campanie ${brand.name}: o reclamă pe telefon și graficul rezultatului, ${project.result}`,
  };
}

/** Three more views of the work for the case study's gallery. */
export function projectGallery(project: ProjectSampleInput): SampleSvg[] {
  const category = project.categories[0]!;
  const p = palette(project.palette, category);
  const brand = brandName(project.client);
  const v = seed(project.slug);
  const swatches = [p.ink, p.main, p.accent, p.soft]
    .map(
      (c, i) =>
        `<rect x="${120 + i * 350}" y="640" width="310" height="220" rx="20" fill="${c}" stroke="#d6d3d1"/><text x="${140 + i * 350}" y="900" font-family="${NARROW}" font-size="30" fill="#44403c">${c.toUpperCase()}</text>`,
    )
    .join('');
  const logoSize = Math.min(90, 560 / (1.25 + 0.33 * brand.name.length));
  const logoSheet: SampleSvg = {
    svg: svg(
      `<rect x="120" y="120" width="660" height="440" rx="20" fill="${p.paper}"/>${logotype(160, 340 - logoSize / 2, logoSize, brand, p, v)}<rect x="820" y="120" width="660" height="440" rx="20" fill="${p.ink}"/>${mark(1060, 200, 180, brand.initials, p, v, true)}<text x="1150" y="480" font-family="${v % 2 ? SERIF : SANS}" font-weight="bold" font-size="44" fill="${p.paper}" text-anchor="middle">${esc(brand.name)}</text>${swatches}`,
      '#f5f5f4',
    ),
    alt: `Logotipul ${brand.name} pe fond deschis și închis, cu paleta de culori`,
    caption: 'Logotipul, în varianta pe fond deschis și pe fond închis, și paleta de culori a brandului.',
  };
  const label: SampleSvg = {
    svg: svg(
      `<ellipse cx="800" cy="900" rx="420" ry="50" fill="#000" opacity="0.15"/><rect x="470" y="130" width="660" height="120" rx="30" fill="${p.ink}"/><rect x="420" y="230" width="760" height="680" rx="80" fill="${p.main}"/><rect x="480" y="380" width="640" height="380" rx="24" fill="${p.paper}"/>${mark(740, 410, 120, brand.initials, p, v)}${wrap(
        brand.name,
        20,
      )
        .slice(0, 2)
        .map(
          (l, i) =>
            `<text x="800" y="${610 + i * 56}" font-family="${SERIF}" font-weight="bold" font-size="48" fill="${p.ink}" text-anchor="middle">${esc(l)}</text>`,
        )
        .join('')}<rect x="700" y="700" width="200" height="8" rx="4" fill="${p.accent}"/>`,
      p.soft,
    ),
    alt: `Eticheta de ambalaj ${brand.name} pe un borcan`,
    caption: 'Eticheta de ambalaj: aceeași identitate pe produsele din magazin.',
  };
  const headline = brand.name;
  const screens: SampleSvg = {
    svg: svg(
      [0, 1, 2]
        .map((i) =>
          phone(
            230 + i * 420,
            100 + (i % 2) * 60,
            360,
            760,
            `<rect width="100%" height="80" fill="${i === 1 ? p.ink : p.paper}"/>${mark(20, 16, 48, brand.initials, p, v, i === 1)}<rect y="80" width="100%" height="100%" fill="${i === 1 ? p.main : p.soft}"/>${wrap(
              i === 2 ? project.result : headline,
              14,
            )
              .slice(0, 3)
              .map(
                (l, j) =>
                  `<text x="24" y="${150 + j * 40}" font-family="${SERIF}" font-weight="bold" font-size="30" fill="${i === 1 ? p.paper : p.ink}">${esc(l)}</text>`,
              )
              .join(
                '',
              )}<rect x="24" y="300" width="268" height="200" rx="18" fill="${i === 1 ? p.paper : p.main}" opacity="0.9"/><circle cx="210" cy="400" r="60" fill="${p.accent}"/><rect x="24" y="530" width="200" height="16" rx="8" fill="${i === 1 ? p.paper : p.ink}" opacity="0.35"/><rect x="24" y="560" width="150" height="16" rx="8" fill="${i === 1 ? p.paper : p.ink}" opacity="0.35"/><rect x="24" y="610" width="180" height="50" rx="25" fill="${p.accent}"/>`,
          ),
        )
        .join(''),
      p.soft,
    ),
    alt: `Trei ecrane de telefon din materialele ${brand.name}`,
    caption: 'Pe telefon: prima pagină, o pagină de produs și rezultatul.',
  };
  const card = businessCards(project, p, brand, v + 1);
  const second = category === 'branding' ? label : category === 'marketing' ? card : screens;
  const third = category === 'branding' ? card : category === 'marketing' ? screens : label;
  return [
    logoSheet,
    second,
    { ...third, caption: third.caption ?? 'Cărțile de vizită, față și verso, în culorile brandului.' },
  ];
}

export type ArticleSampleInput = { slug: string; title: string; category: CategoryId };

const CATEGORY_LABELS: Record<CategoryId, string> = {
  'web-design': 'Web Design',
  wordpress: 'WordPress',
  branding: 'Branding',
  marketing: 'Marketing',
};

/** An article's cover: its title set like a magazine cover, on a motif of its category. */
export function articleCover(article: ArticleSampleInput): SampleSvg {
  const p = palette(undefined, article.category);
  const v = seed(article.slug);
  const lines = wrap(article.title, 21).slice(0, 5);
  const motif =
    article.category === 'marketing'
      ? [0.3, 0.45, 0.6, 0.85]
          .map(
            (h, i) =>
              `<rect x="${1080 + i * 110}" y="${860 - h * 600}" width="80" height="${h * 600}" rx="12" fill="${i === 3 ? p.accent : p.main}"/>`,
          )
          .join('')
      : article.category === 'branding'
        ? `<circle cx="1290" cy="430" r="240" fill="${p.main}"/><rect x="1150" y="560" width="300" height="300" rx="60" fill="${p.accent}" opacity="0.9"/><circle cx="1290" cy="430" r="90" fill="${p.soft}"/>`
        : `<rect x="1030" y="180" width="480" height="640" rx="24" fill="${p.paper}"/><rect x="1030" y="180" width="480" height="48" rx="24" fill="#e7e5e4"/><rect x="1070" y="270" width="400" height="200" rx="16" fill="${p.main}"/><circle cx="${1200 + (v % 140)}" cy="370" r="60" fill="${p.accent}"/><rect x="1070" y="500" width="300" height="20" rx="10" fill="${p.ink}" opacity="0.3"/><rect x="1070" y="540" width="360" height="20" rx="10" fill="${p.ink}" opacity="0.3"/><rect x="1070" y="600" width="170" height="56" rx="28" fill="${p.main}"/>`;
  return {
    svg: svg(
      `<circle cx="${200 + (v % 300)}" cy="980" r="260" fill="${p.main}" opacity="0.15"/><text x="110" y="190" font-family="${SANS}" font-weight="bold" font-size="34" letter-spacing="4" fill="${p.main}">${esc(CATEGORY_LABELS[article.category].toUpperCase())}</text><rect x="110" y="220" width="120" height="8" rx="4" fill="${p.accent}"/>${lines
        .map(
          (l, i) =>
            `<text x="110" y="${330 + i * 84}" font-family="${SERIF}" font-weight="bold" font-size="68" fill="${p.ink}">${esc(l)}</text>`,
        )
        .join('')}${motif}`,
      p.soft,
    ),
    alt: `Ilustrație de copertă: titlul articolului pe un motiv grafic de ${CATEGORY_LABELS[article.category]}`,
  };
}
