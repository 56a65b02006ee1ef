import { formatNumberIn } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Price } from '@/lib/types';

const FROM: Record<Locale, (amount: string) => string> = { ro: (a) => `de la ${a}`, en: (a) => `from ${a}` };

/**
 * { amount: 1500, from: true } → "de la 1.500 RON" / "from 1,500 RON"; { amount: 500, per: 'oră' } →
 * "500 RON / oră". Prices stay in RON in every language; the number is formatted in the page's locale.
 */
export function formatPrice(price: Price, locale: Locale = 'ro'): string {
  const amount = `${formatNumberIn(price.amount, locale)} RON`;
  if (price.per) return `${amount} / ${price.per}`;
  return price.from ? FROM[locale](amount) : amount;
}
