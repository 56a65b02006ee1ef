import { LazyNewsletter } from '@/components/blog/lazy-newsletter';
import { cx } from '@/lib/cx';
import Link from '@/components/ui/link';
import { NewsletterFields } from '@/components/blog/newsletter-fields';
import { getDictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/site';

// Its own module: pages that show the other sidebar boxes (articles show AuthorBox) do not get the
// newsletter's client code.
// On the blog's sidebar and on the newsletter's own pages (its archive and each letter: `source`
// "newsletter", no link to the archive they are part of).
export function NewsletterBox({
  locale = 'ro',
  source = 'blog',
  archiveLink = true,
  className,
}: {
  locale?: Locale;
  source?: string;
  archiveLink?: boolean;
  className?: string;
}) {
  const t = getDictionary(locale).newsletter;
  return (
    <section
      aria-labelledby="newsletter-titlu"
      className={cx('on-dark rounded-(--radius-card) bg-gradient-to-br from-brand to-ink p-6 text-white shadow-sm', className)}
    >
      <h2 id="newsletter-titlu" className="text-lg font-bold">
        {t.title}
      </h2>
      <p className="mt-2 mb-4 text-sm text-ink-foreground">{t.lead}</p>
      <LazyNewsletter source={source} contactEmail={siteConfig.email} locale={locale} text={t}>
        <NewsletterFields source={source} contactEmail={siteConfig.email} locale={locale} text={t} state={{ kind: 'idle' }} />
      </LazyNewsletter>
      {archiveLink && (
        <p className="mt-4 text-sm">
          <Link href={localePath('/newsletter', locale)} className="inline-flex min-h-6 items-center font-semibold text-white underline">
            {t.archiveLink}
          </Link>
        </p>
      )}
    </section>
  );
}
