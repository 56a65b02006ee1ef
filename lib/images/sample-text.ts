/**
 * The English words of the generated sample pictures (lib/images/samples.ts writes their alt text and
 * captions in Romanian into the image manifest). A translated entry shows its sample pictures with these;
 * a Romanian text without an English form here throws, which fails the build instead of showing Romanian
 * on an English page. Keep in step with the templates in samples.ts.
 */
const RULES: [RegExp, (m: RegExpMatchArray, result: string) => string][] = [
  [/^Machetă: site-ul (.+) într-o fereastră de browser și pe un telefon$/, (m) => `Mock-up: the ${m[1]} website in a browser window and on a phone`],
  [/^Cărți de vizită cu logotipul (.+), față și verso$/, (m) => `Business cards with the ${m[1]} logo, front and back`],
  [/^Campanie (.+?): o reclamă pe telefon și graficul rezultatului, .+$/s, (m, result) => `${m[1]} campaign: an ad on a phone and a chart of the result, ${result}`],
  [/^Logotipul (.+) pe fond deschis și închis, cu paleta de culori$/, (m) => `The ${m[1]} logo on light and dark backgrounds, with the colour palette`],
  [/^Eticheta de ambalaj (.+) pe un borcan$/, (m) => `The ${m[1]} packaging label on a jar`],
  [/^Trei ecrane de telefon din materialele (.+)$/, (m) => `Three phone screens from the ${m[1]} materials`],
  [/^Ilustrație de copertă: titlul articolului pe un motiv grafic de (.+)$/, (m) => `Cover illustration: the article’s title on a ${m[1]} pattern`],
  [/^Logotipul, în varianta pe fond deschis și pe fond închis, și paleta de culori a brandului\.$/, () => 'The logo on a light and on a dark background, and the brand’s colour palette.'],
  [/^Eticheta de ambalaj: aceeași identitate pe produsele din magazin\.$/, () => 'The packaging label: the same identity on the products in the shop.'],
  [/^Pe telefon: prima pagină, o pagină de produs și rezultatul\.$/, () => 'On a phone: the home page, a product page and the result.'],
  [/^Cărțile de vizită, față și verso, în culorile brandului\.$/, () => 'The business cards, front and back, in the brand colours.'],
];

/** The English form of a sample picture's Romanian alt text or caption; `result` is the entry's English result line. */
export function englishSampleText(text: string, result: string, where: string): string {
  for (const [pattern, english] of RULES) {
    const match = text.match(pattern);
    if (match) return english(match, result);
  }
  throw new Error(`${where}: no English text for the sample picture text "${text}" (lib/images/sample-text.ts)`);
}
