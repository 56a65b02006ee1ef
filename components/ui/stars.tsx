import { Star } from '@/components/icons/lucide/star';

/** A star rating with a text equivalent for screen readers. */
export function Stars({ rating, max = 5, label }: { rating: number; max?: number; label: string }) {
  return (
    <p className="flex gap-0.5 text-star" role="img" aria-label={label}>
      {Array.from({ length: max }, (_, i) => (
        <Star key={i} aria-hidden="true" className="size-5" fill={i < rating ? 'currentColor' : 'none'} />
      ))}
    </p>
  );
}
