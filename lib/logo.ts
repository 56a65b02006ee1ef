import fs from 'node:fs';
import path from 'node:path';

/**
 * The brand kit's logo (issue 34): `brand.logo` in content/site.yaml names an SVG or PNG file under content/,
 * written as the editor writes it, from content/ (`site/logo.svg` is content/site/logo.svg). It becomes the
 * header's mark, the favicon, the app icons and the Open Graph cards (lib/brand-mark.ts).
 *
 * The site schema (lib/data/schemas.ts) refuses, in Romanian, a path that is not a file under content/, a
 * type other than SVG or PNG, a missing or unreadable file, and an SVG that is not safe to serve. The SVG is
 * served from the site's origin inside /icon.svg, so it must not be able to run anything or fetch anything:
 * no script, no event handler, no HTML, no reference outside the file itself (a font, a picture, a style
 * sheet, a `<use>` of another file), no entity declaration. Such a file is refused, not cleaned: a logo
 * quietly cut down is a logo that looks wrong, and the owner learns why from the message. (It is also
 * drawn only as an image, inside /icon.svg, where browsers run no script and load nothing: two walls.)
 */

export const LOGO_TYPES = ['.svg', '.png'] as const;
/** Larger than any logo needs to be; the icons are drawn at 512 px at most. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** A PNG smaller than this would be enlarged, blurred, in the 180 and 512 px app icons. */
export const PNG_MIN_SIDE = 128;

export type LogoFile = { file: string; type: 'svg' | 'png'; data: Buffer };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('ro-RO', { maximumFractionDigits: 1 })} MB`;

/** The problem with the value written in `brand.logo`, without opening the file (the editor's preview checks this much). */
export function logoPathProblem(value: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/') || value.startsWith('\\'))
    return `aici se scrie calea unui fișier din content/, de exemplu site/logo.svg, nu o adresă: site-ul nu încarcă nimic din altă parte. Pune logoul în content/site/`;
  const extension = path.extname(value).toLowerCase();
  if (!(LOGO_TYPES as readonly string[]).includes(extension))
    return `logoul trebuie să fie un fișier SVG sau PNG, iar „${value}” ${extension ? `este ${extension.slice(1).toUpperCase()}` : 'nu are extensie'}. Exportă-l ca SVG (cel mai bine) sau ca PNG`;
  return undefined;
}

/** The logo's file under `contentDir`, or why it cannot be one. */
function locate(value: string, contentDir: string): { file: string } | { problem: string } {
  const root = path.resolve(contentDir);
  const file = path.resolve(root, value);
  const shown = path.relative(path.dirname(root), file).split(path.sep).join('/');
  if (!file.startsWith(root + path.sep)) return { problem: `logoul trebuie să fie în content/ (de exemplu content/site/logo.svg), nu în ${shown}` };
  if (!fs.existsSync(file) || !fs.statSync(file).isFile())
    return { problem: `nu există fișierul ${shown}. Pune logoul în content/site/ și scrie aici calea lui din content/, de exemplu site/logo.svg` };
  return { file };
}

/** Every problem of `brand.logo`, the file opened: its place, its type, its size and, for an SVG, its safety. */
export function logoProblem(value: string, contentDir: string): string | undefined {
  const pathProblem = logoPathProblem(value);
  if (pathProblem) return pathProblem;
  const found = locate(value, contentDir);
  if ('problem' in found) return found.problem;
  const data = fs.readFileSync(found.file);
  if (data.length > LOGO_MAX_BYTES) return `fișierul are ${mb(data.length)}, prea mult pentru un logo: cel mult ${mb(LOGO_MAX_BYTES)}`;
  if (path.extname(found.file).toLowerCase() === '.png') return pngProblem(data);
  return svgProblem(data.toString('utf8'));
}

/** The logo named by `brand.logo`, checked (throws the Romanian problem), for the build's icons. */
export function readLogo(value: string | undefined, contentDir: string): LogoFile | undefined {
  if (!value) return undefined;
  const problem = logoProblem(value, contentDir);
  if (problem) throw new Error(`content/site.yaml, „Logo” (brand.logo): ${problem}.`);
  const file = path.resolve(contentDir, value);
  return { file, type: path.extname(file).toLowerCase() === '.png' ? 'png' : 'svg', data: fs.readFileSync(file) };
}

// ——— PNG ———

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's header, or undefined when the bytes are not a PNG. */
export function pngSize(data: Buffer): { width: number; height: number } | undefined {
  if (data.length < 24 || !data.subarray(0, 8).equals(PNG_SIGNATURE) || data.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

function pngProblem(data: Buffer): string | undefined {
  const size = pngSize(data);
  if (!size) return 'fișierul nu este un PNG (poate e o altă imagine cu numele schimbat). Exportă logoul din nou, ca PNG sau SVG';
  const side = Math.min(size.width, size.height);
  if (side < PNG_MIN_SIDE)
    return `imaginea are ${size.width} × ${size.height} px, prea mică: pictogramele de aplicație au până la 512 px și ar ieși neclare. Folosește un PNG de cel puțin ${PNG_MIN_SIDE} px pe latura mică, ori un SVG`;
  return undefined;
}

// ——— SVG ———

/** Elements that run code, embed a document or play media: none belongs in a logo. */
const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'audio', 'video', 'canvas', 'handler', 'listener', 'base']);
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);
/** A picture embedded in the file itself (an <image> of a raster, as some editors export a bitmap logo). */
const EMBEDDED_RASTER = /^data:image\/(png|jpe?g|gif|webp);base64,/i;
const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTRIBUTE = /\s+([A-Za-z_][\w.:-]*)\s*=\s*("[^"<]*"|'[^'<]*')/y;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decode(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase();
const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** A `url(…)` that does not point inside the file (`url(#gradient)`), in an attribute or a style sheet. */
function externalUrl(css: string): string | undefined {
  for (const match of css.matchAll(/url\(\s*(['"]?)([^)'"]*)/gi)) if (!match[2]!.trim().startsWith('#')) return match[2]!.trim();
  return undefined;
}

function cssProblem(css: string): string | undefined {
  if (/@import/i.test(css)) return 'fișierul SVG încarcă o foaie de stil din altă parte (@import)';
  if (/@font-face/i.test(css)) return 'fișierul SVG încarcă un font (@font-face): transformă textul în contururi';
  // A CSS escape can spell url( or @import so that no pattern sees it; a logo's style needs none.
  if (css.includes('\\')) return 'stilul din fișierul SVG conține secvențe „\\”, care pot ascunde o adresă';
  const url = externalUrl(css);
  if (url !== undefined) return `fișierul SVG trimite la „${shorten(url)}”, în afara lui (un font, o imagine sau un stil de altundeva)`;
  if (/\b(image-set|image|cross-fade|element)\s*\(/i.test(css)) return 'stilul din fișierul SVG încarcă o imagine din altă parte';
  if (/expression\s*\(|-moz-binding|behavior\s*:/i.test(css)) return 'stilul din fișierul SVG conține cod (expression, behavior)';
  return undefined;
}

const AFTER = 'Exportă logoul din nou ca SVG simplu (în Illustrator: „SVG 1.1”, fonturile transformate în contururi, fără imagini legate), sau ca PNG';

/**
 * Why an SVG is not safe to serve as the site's logo, or not an SVG at all; undefined for a good one. The
 * markup is read tag by tag: anything that is not a well-formed tag, a comment, the XML declaration, a plain
 * doctype or text is refused too, so nothing can hide from the check in markup it does not understand.
 */
export function svgProblem(svg: string): string | undefined {
  const problem = svgMarkupProblem(svg);
  return problem && `${problem}. ${AFTER}`;
}

function svgMarkupProblem(svg: string): string | undefined {
  if (/<!ENTITY/i.test(svg) || /<!DOCTYPE[^>]*\[/i.test(svg)) return 'fișierul SVG își declară entități (<!ENTITY>), prin care poate citi alte fișiere';
  let at = 0;
  let root: string | undefined;
  let rootAttributes: Map<string, string> | undefined;
  const open: string[] = [];
  let style = '';
  /** Text before `until`: only white space outside the root element; a style sheet's text kept for its check. */
  const text = (until: number): boolean => {
    const chunk = svg.slice(at, until);
    if (open.length === 0 && chunk.replace(/^\uFEFF/, '').trim()) return false;
    if (open.at(-1) === 'style') style += decode(chunk);
    return true;
  };
  for (;;) {
    const lt = svg.indexOf('<', at);
    if (!text(lt < 0 ? svg.length : lt)) return root ? 'fișierul SVG nu poate fi citit (are text după </svg>)' : 'fișierul nu este un SVG';
    if (lt < 0) break;
    if (svg.startsWith('<!--', lt)) {
      const end = svg.indexOf('-->', lt + 4);
      if (end < 0) return 'fișierul SVG nu poate fi citit (un comentariu neînchis)';
      at = end + 3;
      continue;
    }
    if (svg.startsWith('<![CDATA[', lt)) {
      const end = svg.indexOf(']]>', lt + 9);
      if (end < 0) return 'fișierul SVG nu poate fi citit (o secțiune CDATA neînchisă)';
      if (open.at(-1) === 'style') style += svg.slice(lt + 9, end);
      at = end + 3;
      continue;
    }
    if (svg.startsWith('<?', lt)) {
      const end = svg.indexOf('?>', lt + 2);
      if (end < 0 || !/^<\?xml\s/i.test(svg.slice(lt, end + 2)) || /^<\?xml-/i.test(svg.slice(lt)))
        return 'fișierul SVG conține o instrucțiune de procesare (<?…?>), de exemplu o foaie de stil legată';
      at = end + 2;
      continue;
    }
    if (svg.startsWith('<!', lt)) {
      const end = svg.indexOf('>', lt);
      if (end < 0 || !/^<!DOCTYPE\s/i.test(svg.slice(lt, end))) return 'fișierul SVG nu poate fi citit (o declarație necunoscută)';
      at = end + 1;
      continue;
    }
    const closing = svg[lt + 1] === '/';
    NAME.lastIndex = lt + (closing ? 2 : 1);
    const name = NAME.exec(svg)?.[0];
    if (!name) return 'fișierul SVG nu poate fi citit (un „<” care nu începe o etichetă)';
    let cursor = NAME.lastIndex;
    const element = localName(name);
    if (closing) {
      const end = /\s*>/y;
      end.lastIndex = cursor;
      if (!end.exec(svg) || open.pop() !== element) return `fișierul SVG nu poate fi citit (eticheta </${name}> nu închide ce s-a deschis)`;
      at = end.lastIndex;
      continue;
    }
    if (FORBIDDEN_ELEMENTS.has(element)) return `fișierul SVG conține <${name}>, care ar putea rula cod sau încărca altceva pe site`;
    const attributes = new Map<string, string>();
    for (;;) {
      ATTRIBUTE.lastIndex = cursor;
      const attribute = ATTRIBUTE.exec(svg);
      if (!attribute) break;
      attributes.set(attribute[1]!, decode(attribute[2]!.slice(1, -1)));
      cursor = ATTRIBUTE.lastIndex;
    }
    const end = /\s*(\/?)>/y;
    end.lastIndex = cursor;
    const ended = end.exec(svg);
    if (!ended) return `fișierul SVG nu poate fi citit (eticheta <${name}> e scrisă greșit)`;
    at = end.lastIndex;
    for (const [attribute, value] of attributes) {
      const problem = attributeProblem(element, name, attribute, value);
      if (problem) return problem;
    }
    if (ANIMATIONS.has(element) && /href/i.test(attributes.get('attributeName') ?? ''))
      return `fișierul SVG conține <${name}>, care schimbă un link`;
    if (!root) {
      if (element !== 'svg') return 'fișierul nu este un SVG (nu începe cu <svg>)';
      root = name;
      rootAttributes = attributes;
    } else if (open.length === 0) return 'fișierul SVG nu poate fi citit (are ceva după </svg>)';
    if (!ended[1]) open.push(element);
  }
  if (!root || !rootAttributes) return 'fișierul nu este un SVG (nu are <svg>)';
  if (open.length > 0) return `fișierul SVG nu poate fi citit (<${open.at(-1)}> nu e închis)`;
  const css = cssProblem(style);
  if (css) return css;
  if (!svgSize(rootAttributes)) return 'fișierul SVG nu își spune mărimea: <svg> trebuie să aibă viewBox (sau width și height în pixeli)';
  return undefined;
}

function attributeProblem(element: string, tag: string, attribute: string, value: string): string | undefined {
  const name = localName(attribute);
  const squeezed = value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
  if (name.startsWith('on')) return `fișierul SVG conține ${attribute}="…" pe <${tag}>, cod care rulează în pagină`;
  if (/^(java|vb)script:|^data:text\/html/.test(squeezed) || /(java|vb)script:/.test(squeezed))
    return `fișierul SVG conține un link javascript:, cod care rulează în pagină`;
  if (value === 'http://www.w3.org/1999/xhtml') return 'fișierul SVG conține HTML (spațiul de nume XHTML)';
  if (attribute === 'xml:base') return 'fișierul SVG își schimbă adresa de bază (xml:base)';
  if (name === 'href') {
    if (value.trim().startsWith('#')) return undefined;
    if ((element === 'image' || element === 'feimage') && EMBEDDED_RASTER.test(value.trim())) return undefined;
    return `fișierul SVG trimite la „${shorten(value.trim())}”, în afara lui (<${tag} ${attribute}>)`;
  }
  if (name === 'src' || name === 'action' || name === 'formaction') return `fișierul SVG conține ${attribute}="…", un link în afara lui`;
  if (name === 'style') return cssProblem(value);
  const url = externalUrl(value);
  if (url !== undefined) return `fișierul SVG trimite la „${shorten(url)}”, în afara lui (${attribute} pe <${tag}>)`;
  return undefined;
}

/** The drawing's proportions, from the root's viewBox, else its width and height in pixels. */
export function svgSize(root: Map<string, string> | string): { width: number; height: number } | undefined {
  const attributes = typeof root === 'string' ? rootAttributesOf(root) : root;
  if (!attributes) return undefined;
  const box = attributes.get('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (box?.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  const px = (v: string | undefined) => (v && /^\s*[\d.]+\s*(px)?\s*$/.test(v) ? parseFloat(v) : NaN);
  const width = px(attributes.get('width'));
  const height = px(attributes.get('height'));
  return width > 0 && height > 0 ? { width, height } : undefined;
}

function rootAttributesOf(svg: string): Map<string, string> | undefined {
  const tag = /<((?:[\w.-]+:)?svg)\b([^>]*)>/.exec(svg);
  if (!tag) return undefined;
  const attributes = new Map<string, string>();
  for (const match of tag[2]!.matchAll(/([A-Za-z_][\w.:-]*)\s*=\s*("[^"]*"|'[^']*')/g)) attributes.set(match[1]!, decode(match[2]!.slice(1, -1)));
  return attributes;
}
