import { Star } from '@/components/icons/lucide/star';

/** A star rating with a text equivalent for screen readers. */
export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <p className="flex gap-0.5 text-star" role="img" aria-label={`${rating} din ${max} stele`}>
      {Array.from({ length: max }, (_, i) => (
        <Star key={i} aria-hidden="true" className="size-5" fill={i < rating ? 'currentColor' : 'none'} />
      ))}
    </p>
  );
}
