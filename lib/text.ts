/** Lowercase without diacritics, so "pret" matches "preț" and "Ș" matches "s". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** "Identitate vizuală" → "identitate-vizuala" */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Romanian plural agreement: 1 articol, 2 articole, 20 de articole. */
export function pluralRo(count: number, one: string, few: string): string {
  if (count === 1) return `1 ${one}`;
  const rest = count % 100;
  return count === 0 || (rest >= 1 && rest <= 19) ? `${count} ${few}` : `${count} de ${few}`;
}
