// Regenerates app/fonts/inter-var.woff2: Inter (OFL-1.1, from the inter-ui package) subset to what a
// Romanian site prints (Latin, Latin-1 letters and signs, ă â î ș ț and typographic punctuation),
// weight axis 400-800, optical size pinned. One file, preloaded, instead of a latin + latin-ext pair.
// Only OpenType features a browser applies by itself are kept (see DEFAULT_FEATURES): Inter's stylistic
// sets, character variants, fractions and case-sensitive forms are reached only through
// font-feature-settings, which the site never uses, and they were 39% of the file (43,684 -> 26,572 bytes)
// with no pixel of any page changed.
// Run by hand after changing the character set: `node scripts/subset-font.mjs`. The output is committed
// so builds never depend on this step.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = fs.readFileSync(require.resolve('inter-ui/variable/InterVariable.woff2'));

// Latin-1 without the symbols a Romanian site does not print: spacing accents, fractions, ª º, ¤ ¦ ¹ ¬ µ ¶
// (1.9 KB: 26,572 -> 24,704 bytes, the fractions above all), then Spanish ¡ ¿, ¢ £ ¥ and ÷ (968 bytes:
// 21,036 -> 20,068). Every Latin-1 letter stays, and © ® ° « » § ± ² ³.
// e2e/font.spec.ts names any character a page prints that the font lacks.
const UNUSED_LATIN1 = '¡¢£¤¥¦¨ª¬¯´µ¶¸¹º¼½¾¿÷';
let chars = '';
for (let c = 0x20; c <= 0x7e; c++) chars += String.fromCodePoint(c);
for (let c = 0xa0; c <= 0xff; c++)
  if (!UNUSED_LATIN1.includes(String.fromCodePoint(c))) chars += String.fromCodePoint(c);
// Romanian letters and the typographic punctuation of Latin text. Arrows, check marks and stars are
// symbols, not Latin, and no page prints them: 240 bytes (21,276 -> 21,036).
chars += 'ĂăȘșȚț–—‘’‚“”„…•·€×−';

// What Chromium, Firefox and WebKit shape Latin text with when no font-feature-settings is set, plus tnum
// (browsers' own style sheets draw ordered-list numbers, ::marker, with tabular figures), less calt.
// Inter's contextual alternates lift a dash, plus sign or colon between figures or capitals to their
// height: about one pixel on "2019–2026" or "+40", and 3.4 KB of the file (24,704 -> 21,276 bytes), on
// every first visit. Put 'calt' back here if that pixel matters more.
const DEFAULT_FEATURES = ['ccmp', 'locl', 'rvrn', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'rlig', 'tnum'];

const out = await subsetFont(source, chars, {
  targetFormat: 'woff2',
  variationAxes: { opsz: 14, wght: { min: 400, max: 800 } },
  keepFeatures: DEFAULT_FEATURES,
});
fs.writeFileSync(new URL('../app/fonts/inter-var.woff2', import.meta.url), out);
console.log(`app/fonts/inter-var.woff2: ${out.length} bytes`);

// The Open Graph cards draw the display font from this file too, instanced at their weights during the build
// (lib/brand-mark.ts fontInstance), so no static copy is kept here.
