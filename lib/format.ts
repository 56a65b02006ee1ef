const numberFormat = new Intl.NumberFormat('ro-RO');
const dateFormat = new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 1500 → "1.500" */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** 1500 → "1.500 RON" */
export function formatRon(value: number): string {
  return `${formatNumber(value)} RON`;
}

/** "2026-03-14" → "14 martie 2026" */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
