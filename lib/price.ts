import { formatRon } from '@/lib/format';
import type { Price } from '@/lib/types';

/** { amount: 1500, from: true } → "de la 1.500 RON"; { amount: 500, per: 'oră' } → "500 RON / oră". */
export function formatPrice(price: Price): string {
  const amount = formatRon(price.amount);
  if (price.per) return `${amount} / ${price.per}`;
  return price.from ? `de la ${amount}` : amount;
}
