/**
 * The typefaces the sample pictures may use: OFL families the project installs from npm (package.json's
 * devDependencies), never a font of the machine that renders them. Each composition names its families
 * through this registry only; `fontFaceCss` turns the families a page uses into @font-face rules whose
 * sources are these packages' own files, inlined as data: URLs (the page is rendered from memory, so no
 * file:// or network request is involved). Only the Latin and Latin Extended subsets are loaded: they hold
 * ă â î ș ț (U+0219, U+021B, comma below).
 */
import fs from 'node:fs';
import path from 'node:path';

type FontsourceFamily = { kind: 'fontsource'; pkg: string; css: string[] };
type ExpoFamily = { kind: 'expo'; pkg: string; files: { weight: number; style: 'normal' | 'italic'; file: string }[] };
export type FontFamily = FontsourceFamily | ExpoFamily;

const fontsource = (name: string, css = ['wght.css']): FontsourceFamily => ({
  kind: 'fontsource',
  pkg: `@fontsource-variable/${name}`,
  css,
});

/** CSS family name → where its files come from. */
export const FONTS = {
  Fraunces: {
    kind: 'expo',
    pkg: '@expo-google-fonts/fraunces',
    files: [
      { weight: 400, style: 'normal', file: '400Regular/Fraunces_400Regular.ttf' },
      { weight: 400, style: 'italic', file: '400Regular_Italic/Fraunces_400Regular_Italic.ttf' },
      { weight: 600, style: 'normal', file: '600SemiBold/Fraunces_600SemiBold.ttf' },
      { weight: 600, style: 'italic', file: '600SemiBold_Italic/Fraunces_600SemiBold_Italic.ttf' },
      { weight: 800, style: 'normal', file: '800ExtraBold/Fraunces_800ExtraBold.ttf' },
    ],
  },
  'Karla Variable': fontsource('karla', ['wght.css', 'wght-italic.css']),
  'Work Sans Variable': fontsource('work-sans'),
  'Nunito Sans Variable': fontsource('nunito-sans'),
  'Bricolage Grotesque Variable': fontsource('bricolage-grotesque', ['standard.css']),
  'Josefin Sans Variable': fontsource('josefin-sans'),
  'Nunito Variable': fontsource('nunito'),
  'Outfit Variable': fontsource('outfit'),
  'DM Sans Variable': fontsource('dm-sans'),
  'IBM Plex Sans Variable': fontsource('ibm-plex-sans'),
  'Cormorant Garamond Variable': fontsource('cormorant-garamond', ['wght.css', 'wght-italic.css']),
  'Lora Variable': fontsource('lora', ['wght.css', 'wght-italic.css']),
  'Archivo Variable': fontsource('archivo', ['standard.css']),
  'Bitter Variable': fontsource('bitter'),
  'Jost Variable': fontsource('jost'),
  /** The interface chrome around the work: browser tabs, phone status bars, social and ad platforms. */
  'Inter Variable': fontsource('inter'),
} satisfies Record<string, FontFamily>;

export type FontName = keyof typeof FONTS;
export const FONT_NAMES = Object.keys(FONTS) as FontName[];

const ROOT = process.cwd();
const packageDir = (pkg: string) => path.join(ROOT, 'node_modules', pkg);

/** Every font file a family may load, absolute; the test checks each lies inside its npm package. */
export function fontFiles(name: FontName): string[] {
  const family: FontFamily = FONTS[name];
  if (family.kind === 'expo') return family.files.map((f) => path.join(packageDir(family.pkg), f.file));
  return family.css.flatMap((css) =>
    latinBlocks(fs.readFileSync(path.join(packageDir(family.pkg), css), 'utf8')).map((block) =>
      path.join(packageDir(family.pkg), /url\(\.\/([^)]+)\)/.exec(block)![1]!),
    ),
  );
}

/** The @font-face blocks of a fontsource stylesheet for the Latin and Latin Extended subsets. */
function latinBlocks(css: string): string[] {
  return [...css.matchAll(/\/\* ([a-z0-9-]+) \*\/\s*(@font-face \{[^}]*\})/g)]
    .filter(([, label]) => /-latin(-ext)?-/.test(label!))
    .map(([, , block]) => block!);
}

const dataUrl = (file: string) =>
  `data:font/${file.endsWith('.ttf') ? 'ttf' : 'woff2'};base64,${fs.readFileSync(file).toString('base64')}`;

/** @font-face rules for the given families, their sources inlined. */
export function fontFaceCss(names: Iterable<FontName>): string {
  const rules: string[] = [];
  for (const name of new Set(names)) {
    const family: FontFamily = FONTS[name];
    if (family.kind === 'expo') {
      for (const f of family.files)
        rules.push(
          `@font-face{font-family:'${name}';font-style:${f.style};font-weight:${f.weight};src:url(${dataUrl(path.join(packageDir(family.pkg), f.file))}) format('truetype');}`,
        );
      continue;
    }
    for (const css of family.css)
      for (const block of latinBlocks(fs.readFileSync(path.join(packageDir(family.pkg), css), 'utf8')))
        rules.push(
          block
            .replace(/font-display:[^;]*;/, 'font-display:block;')
            .replace(/url\(\.\/([^)]+)\)/, (_, file: string) => `url(${dataUrl(path.join(packageDir(family.pkg), file))})`),
        );
  }
  return rules.join('\n');
}
