import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArrowLeft } from '@/components/icons/lucide/arrow-left';
import { NewsletterBox } from '@/components/blog/newsletter-box';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { Container } from '@/components/ui/container';
import Link from '@/components/ui/link';
import { fill, getDictionary } from '@/lib/i18n/dictionary';
import { formatDateIn } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { renderMarkdown } from '@/lib/markdown';
import { pageMetadata } from '@/lib/metadata';
import { getArchivedLetters } from '@/lib/newsletter';
import { letterPages, staticPageIn } from '@/lib/pages';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import '@/app/prose.css';

export function newsletterMetadata(locale: Locale): Metadata {
  return pageMetadata(staticPageIn('newsletter', locale));
}

export function letterParams(locale: Locale) {
  return getArchivedLetters(locale).map((letter) => ({ slug: letter.slug }));
}

export function letterMetadata(slug: string, locale: Locale): Metadata {
  const page = letterPages(locale).find((p) => p.path === localePath(`/newsletter/${slug}`, locale));
  return page ? pageMetadata(page, { type: 'article' }) : {};
}

/** The archive: every letter sent with `archive` left on, newest first. */
export function NewsletterArchivePage({ locale }: { locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.newsletterArchive;
  const page = staticPageIn('newsletter', locale);
  const letters = getArchivedLetters(locale);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path: page.path }], locale)} />
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={t.lead} />
      <Container className="max-w-3xl py-12 sm:py-16">
        {letters.length === 0 ? (
          <p className="text-muted-foreground">{t.empty}</p>
        ) : (
          <ol className="divide-border divide-y">
            {letters.map((letter) => (
              <li key={letter.slug} className="py-6">
                <p className="text-muted-foreground text-sm">
                  <time dateTime={letter.date}>
                    {fill(t.sentOn, { date: formatDateIn(letter.date, locale) })}
                  </time>
                </p>
                <h2 className="mt-1 text-xl font-bold">
                  <Link
                    href={localePath(`/newsletter/${letter.slug}`, locale)}
                    className="hover:text-primary hover:underline"
                  >
                    {letter.subject}
                  </Link>
                </h2>
                {letter.preheader && <p className="text-muted-foreground mt-2">{letter.preheader}</p>}
              </li>
            ))}
          </ol>
        )}
        <NewsletterBox locale={locale} source="newsletter" archiveLink={false} className="mt-10" />
      </Container>
    </>
  );
}

/** One letter as subscribers got it (its text; the e-mail's frame and links are the mail's own). */
export function LetterPage({ slug, locale }: { slug: string; locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.newsletterArchive;
  const letter = getArchivedLetters(locale).find((l) => l.slug === slug);
  if (!letter) notFound();
  const archive = staticPageIn('newsletter', locale);
  const path = localePath(`/newsletter/${letter.slug}`, locale);
  const { html } = renderMarkdown(letter.body, { images: {}, anchorLabel: dict.article.anchor });
  return (
    <article>
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: archive.title, path: archive.path },
            { name: letter.subject, path },
          ],
          locale,
        )}
      />
      <PageHero
        eyebrow={fill(t.sentOn, { date: formatDateIn(letter.date, locale) })}
        title={letter.subject}
        lead={letter.preheader}
      />
      <Container className="max-w-3xl py-12 sm:py-16">
        <Link
          href={archive.path}
          className="text-primary mb-8 inline-flex items-center gap-1.5 py-1 text-sm font-medium hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.back}
        </Link>
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
        <NewsletterBox locale={locale} source="newsletter" archiveLink={false} className="mt-10" />
      </Container>
    </article>
  );
}
