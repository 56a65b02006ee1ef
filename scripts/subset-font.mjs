// Regenerates the site's web fonts in app/fonts/: every family of every font pairing (lib/fonts.ts), each
// subset to what a Romanian site prints (Latin, Latin-1 letters and signs, ă â î ș ț and typographic
// punctuation) in one file per family, instead of a latin + latin-ext pair per family.
//   inter-var.woff2        Inter (OFL-1.1, the inter-ui package), weight axis 400-800, optical size pinned:
//                          the text of every pairing and the headings of "clasic".
//   fraunces-600.woff2     Fraunces SemiBold (OFL-1.1, @expo-google-fonts/fraunces): headings of "editorial".
//   space-grotesk-700.woff2 Space Grotesk Bold (OFL-1.1, @expo-google-fonts/space-grotesk): headings of "geometric".
//   manrope-500.woff2      Manrope Medium (OFL-1.1, @expo-google-fonts/manrope): headings of "minimal".
// The heading families are one static weight each (the npm packages ship Google's full static instances;
// their variable builds on npm come split by script, which a browser would fetch as two files): a
// display face in one weight is how a designer sets headings anyway, and one weight is the smallest file.
// Only OpenType features a browser applies by itself are kept (see DEFAULT_FEATURES): Inter's stylistic
// sets, character variants, fractions and case-sensitive forms are reached only through
// font-feature-settings, which the site never uses, and they were 39% of the file (43,684 -> 26,572 bytes)
// with no pixel of any page changed.
// Run by hand after changing the character set or a pairing: `node scripts/subset-font.mjs`. The output is
// committed so builds never depend on this step. lib/fonts.test.ts checks every file draws ă â î ș ț and
// keeps their comma below clear of the next line; e2e/font.spec.ts names any character a page prints that
// the built pairing lacks.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const read = (spec) => fs.readFileSync(require.resolve(spec));

// Latin-1 without the symbols a Romanian site does not print: spacing accents, fractions, ª º, ¤ ¦ ¹ ¬ µ ¶
// (1.9 KB: 26,572 -> 24,704 bytes, the fractions above all), then Spanish ¡ ¿, ¢ £ ¥ and ÷ (968 bytes:
// 21,036 -> 20,068). Every Latin-1 letter stays, and © ® ° « » § ± ² ³.
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

async function write(name, source, options) {
  const out = await subsetFont(source, chars, { keepFeatures: DEFAULT_FEATURES, ...options });
  fs.writeFileSync(new URL(`../app/fonts/${name}`, import.meta.url), out);
  console.log(`app/fonts/${name}: ${out.length} bytes`);
}

const inter = read('inter-ui/variable/InterVariable.woff2');
await write('inter-var.woff2', inter, {
  targetFormat: 'woff2',
  variationAxes: { opsz: 14, wght: { min: 400, max: 800 } },
});

// The heading faces, and a TrueType copy of each for the Open Graph image renderer (next/og reads
// TTF/OTF/WOFF, not WOFF2), so a typographic mark or title drawn there is in the kit's display face.
const DISPLAY = [
  ['fraunces-600', '@expo-google-fonts/fraunces/600SemiBold/Fraunces_600SemiBold.ttf'],
  ['space-grotesk-700', '@expo-google-fonts/space-grotesk/700Bold/SpaceGrotesk_700Bold.ttf'],
  ['manrope-500', '@expo-google-fonts/manrope/500Medium/Manrope_500Medium.ttf'],
];
for (const [name, spec] of DISPLAY) {
  const source = read(spec);
  await write(`${name}.woff2`, source, { targetFormat: 'woff2' });
  await write(`${name}-og.ttf`, source, { targetFormat: 'truetype' });
}

// A static Inter instance for the Open Graph image renderer (the clasic pairing's headings). Registered
// under its own family name so ă â î ș ț never fall back to boxes. The cards' text face is instanced at
// build time from the pairing's WOFF2 (lib/brand-mark.ts).
await write('inter-og-extrabold.ttf', inter, { targetFormat: 'truetype', variationAxes: { opsz: 32, wght: 800 } });
