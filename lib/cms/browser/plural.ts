/** Romanian counts: "1 etichetă", "2 etichete", "20 de etichete" (Intl's "other" form takes "de"). */
const RULES = new Intl.PluralRules('ro');

/** The words after a number: its noun in the form the number takes ("de etichete" after 20). */
export function countedNoun(count: number, one: string, many: string): string {
  const form = RULES.select(count);
  if (form === 'one') return one;
  return form === 'few' ? many : `de ${many}`;
}
