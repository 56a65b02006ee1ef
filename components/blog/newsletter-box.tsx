import { LazyNewsletter } from '@/components/blog/lazy-newsletter';
import { NewsletterFields } from '@/components/blog/newsletter-fields';
import { siteConfig } from '@/lib/site';

// Its own module: pages that show the other sidebar boxes (articles show AuthorBox) do not get the
// newsletter's client code.
export function NewsletterBox() {
  return (
    <section aria-labelledby="newsletter-titlu" className="on-dark rounded-(--radius-card) bg-gradient-to-br from-brand to-ink p-6 text-white shadow-sm">
      <h2 id="newsletter-titlu" className="text-lg font-bold">
        Abonează-te la newsletter
      </h2>
      <p className="mt-2 mb-4 text-sm text-ink-foreground">Sfaturi practice de design și marketing, direct în inbox.</p>
      <LazyNewsletter source="blog" contactEmail={siteConfig.email}>
        <NewsletterFields source="blog" contactEmail={siteConfig.email} state={{ kind: 'idle' }} />
      </LazyNewsletter>
    </section>
  );
}
