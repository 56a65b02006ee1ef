/** Lowercase without diacritics, so "pret" matches "preț" and "Ș" matches "s". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Initials of the first and last words, for a monogram: "Andreea Popescu" → "AP", "Lumen" → "L". */
export function monogram(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toLocaleUpperCase('ro-RO')).join('');
}

/** "Identitate vizuală" → "identitate-vizuala" */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// Romanian has three plural categories (CLDR): "one" (1 minut), "few" (0, 2–19 and any number whose
// last two digits are 01–19: 10 minute, 101 minute) and "other" (20 de minute, 120 de minute), which
// takes "de" before the noun. Intl knows the rule, so no hand-written arithmetic can drift from it.
const pluralRules = new Intl.PluralRules('ro');
const countFormat = new Intl.NumberFormat('ro-RO');

/**
 * A count with its noun agreed in Romanian: 1 articol, 2 articole, 20 de articole, 5.000 de caractere.
 * `many` is the plural form of the noun (with any adjective after it: "articole găsite").
 */
export function pluralRo(count: number, one: string, many: string): string {
  const category = pluralRules.select(count);
  const number = countFormat.format(count);
  if (category === 'one') return `${number} ${one}`;
  return category === 'other' ? `${number} de ${many}` : `${number} ${many}`;
}
