/**
 * How a search engine shows the entry: its title cut where a results page cuts it (about 60 characters of
 * a 600 px line), its address, its description cut near 160 characters. The content check
 * (lib/content-check.ts) warns with the same bounds: a title over 60, a description outside 70–160.
 */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;

/** The text cut at the last word that fits in `max` characters, with an ellipsis. */
export function cut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if ([...clean].length <= max) return clean;
  const head = [...clean].slice(0, max).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).replace(/[\s,.;:–|-]+$/, '')} …`;
}
