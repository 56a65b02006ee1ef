/**
 * How a search engine shows the entry: its title cut where a results page cuts it (about 60 characters of
 * a 600 px line), its address, its description cut near 160 characters; and what to fix, in Romanian. The
 * same bounds as the content check's warnings (issue 33): a title over 60, a description outside 70–160.
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
  return `${(space > max * 0.6 ? head.slice(0, space) : head).replace(/[\s,.;:–-]+$/, '')} …`;
}

const characters = (n: number) =>
  n === 1 ? '1 caracter' : n > 0 && (n % 100 >= 20 || n % 100 === 0) ? `${n} de caractere` : `${n} caractere`;

export function snippetWarnings({ title, description }: { title: string; description: string }): string[] {
  const warnings: string[] = [];
  const t = [...title.trim()].length;
  const d = [...description.trim()].length;
  if (t > TITLE_MAX)
    warnings.push(
      `Titlul din rezultate are ${characters(t)}: Google arată cam ${TITLE_MAX}, restul se taie.`,
    );
  if (d < DESCRIPTION_MIN)
    warnings.push(
      `Descrierea are ${characters(d)}: prea scurtă, Google o poate înlocui cu alt text din pagină (bine e între ${DESCRIPTION_MIN} și ${DESCRIPTION_MAX}).`,
    );
  if (d > DESCRIPTION_MAX)
    warnings.push(`Descrierea are ${characters(d)}: Google arată cam ${DESCRIPTION_MAX}, restul se taie.`);
  return warnings;
}
