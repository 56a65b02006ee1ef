import { Portrait } from '@/components/ui/portrait';
import { blogViewHref } from '@/lib/blog-views';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { ArrowLeft } from '@/components/icons/lucide/arrow-left';
import { ArrowRight } from '@/components/icons/lucide/arrow-right';
import { Calendar } from '@/components/icons/lucide/calendar';
import { Clock } from '@/components/icons/lucide/clock';
import { User } from '@/components/icons/lucide/user';
import { ArticleCard } from '@/components/blog/article-card';
import { AuthorBox } from '@/components/blog/blog-sidebar';
import { TableOfContents } from '@/components/blog/table-of-contents';
import { CtaSection } from '@/components/sections/cta-section';
import { Container } from '@/components/ui/container';
import { Emoji } from '@/components/ui/emoji';
import { Picture } from '@/components/ui/picture';
import { UnpublishedMark } from '@/components/ui/unpublished-mark';
import { adjacentArticles, getArticles, relatedArticles } from '@/lib/content';
import { fill, getDictionary } from '@/lib/i18n/dictionary';
import { formatDateIn } from '@/lib/i18n/format';
import { cardLabels } from '@/lib/i18n/labels';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { renderMarkdown } from '@/lib/markdown';
import { pageMetadata } from '@/lib/metadata';
import { articlePages } from '@/lib/pages';
import { articleJsonLd, breadcrumbJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { siteConfig } from '@/lib/site';
import { slugify } from '@/lib/text';
import '@/app/prose.css';
import { keepWhole, typesetCard } from '@/lib/typography';

export function articleParams(locale: Locale) {
  return getArticles(locale).map((article) => ({ slug: article.slug }));
}

export function articleMetadata(slug: string, locale: Locale): Metadata {
  const page = articlePages(locale).find((p) => p.path === localePath(`/blog/${slug}`, locale));
  return page ? pageMetadata(page, { type: 'article' }) : {};
}

/** One article in a language (English: a translated one; the route lists only those). */
export function ArticlePage({ slug, locale }: { slug: string; locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.article;
  const labels = cardLabels(locale);
  const blog = localePath('/blog', locale);
  const articles = getArticles(locale);
  const article = articles.find((a) => a.slug === slug);
  if (!article) notFound();
  const related = relatedArticles(article, articles);
  const { older, newer } = adjacentArticles(slug, articles);
  const author = article.author ?? siteConfig.owner.name;
  const { html, headings } = renderMarkdown(article.body, { images: article.bodyImages, anchorLabel: t.anchor });
  const toc = headings.filter((h) => h.level === 2);
  const contact = localePath('/contact', locale);
  return (
    <>
      <JsonLd
        data={[
          articleJsonLd(article, locale),
          breadcrumbJsonLd(
            [
              { name: 'Blog', path: blog },
              { name: article.title, path: localePath(`/blog/${article.slug}`, locale) },
            ],
            locale,
          ),
        ]}
      />
      <article>
        <header className="on-dark bg-ink text-white">
          <Container className="py-14 sm:py-20">
            <Link
              href={blog}
              className="text-ink-foreground inline-flex items-center gap-1.5 py-1 text-sm font-medium hover:text-white"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t.back}
            </Link>
            <p className="mt-6 flex items-center gap-3">
              {!article.coverImage && <Emoji symbol={article.emoji} label={article.imageAlt} className="text-4xl" />}
              <Link
                href={blogViewHref(blog, { category: article.category })}
                className="rounded-full bg-white/10 px-3 py-1 text-sm font-semibold hover:bg-white/20"
              >
                {labels.categories[article.category]}
              </Link>
              <UnpublishedMark state={article.unpublished} date={article.date} labels={labels} locale={locale} />
            </p>
            <h1 className="mt-4 max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {keepWhole(article.title)}
            </h1>
            <p className="text-ink-foreground mt-6 flex flex-wrap gap-x-6 gap-y-2">
              <span className="inline-flex items-center gap-2">
                {author === siteConfig.owner.name ? (
                  <Portrait name={author} size="size-7 text-[0.7rem]" sizes="28px" className="ring-2" />
                ) : (
                  <User aria-hidden="true" className="size-4" />
                )}
                {author}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Calendar aria-hidden="true" className="size-4" />
                <time dateTime={article.date}>{formatDateIn(article.date, locale)}</time>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4" />
                {fill(dict.cards.readingTime, { minutes: article.readingMinutes })}
              </span>
            </p>
            {article.coverImage && (
              <Picture
                image={article.coverImage}
                sizes="(min-width: 1024px) 960px, calc(100vw - 34px)"
                loading="priority"
                pictureClassName="mt-10 block"
                className="h-auto w-full rounded-(--radius-card) shadow-2xl"
              />
            )}
          </Container>
        </header>
        <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_17.5rem] lg:gap-x-16">
          <div className="min-w-0" data-pagefind-body>
            <p className="text-muted-foreground max-w-[32em] text-xl">{keepWhole(article.excerpt)}</p>
            {toc.length >= 3 && <TableOfContents headings={toc} title={t.toc} className="mt-8 lg:hidden" />}
            <div className="prose mt-8" dangerouslySetInnerHTML={{ __html: html }} />
            <ul className="mt-10 flex flex-wrap gap-2" aria-label={t.tags} data-pagefind-ignore>
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    href={blogViewHref(blog, { tag: slugify(tag) })}
                    className="bg-muted hover:bg-primary-soft hover:text-primary inline-block rounded-full px-3 py-1.5 text-sm font-medium"
                  >
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <aside className="space-y-6" aria-label={t.aside}>
            {toc.length >= 3 && <TableOfContents headings={toc} title={t.toc} className="sticky top-24 hidden lg:block" />}
            <AuthorBox locale={locale} />
          </aside>
        </Container>
        <nav aria-label={t.neighbours} className="border-border border-t">
          <Container className="grid gap-4 py-8 sm:grid-cols-2">
            {older ? (
              <Link
                href={localePath(`/blog/${older.slug}`, locale)}
                className="group border-border hover:border-primary rounded-(--radius-card) border p-5"
              >
                <span className="text-muted-foreground flex items-center gap-1.5 text-sm">
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  {t.previous}
                </span>
                <span className="group-hover:text-primary mt-1 block font-semibold">{older.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {newer && (
              <Link
                href={localePath(`/blog/${newer.slug}`, locale)}
                className="group border-border hover:border-primary rounded-(--radius-card) border p-5 text-right"
              >
                <span className="text-muted-foreground flex items-center justify-end gap-1.5 text-sm">
                  {t.next}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
                <span className="group-hover:text-primary mt-1 block font-semibold">{newer.title}</span>
              </Link>
            )}
          </Container>
        </nav>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="similare-titlu" className="bg-muted py-16">
          <Container>
            <h2 id="similare-titlu" className="mb-8 text-2xl font-bold">
              {t.related}
            </h2>
            <ul className="space-y-6">
              {related.map((a) => (
                <li key={a.slug}>
                  <ArticleCard article={typesetCard(a)} labels={labels} authorName={siteConfig.owner.name} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}
      <CtaSection
        title={t.ctaTitle}
        description={t.ctaDescription}
        primary={{ label: t.ctaPrimary, href: contact }}
        secondary={{ label: t.ctaSecondary, href: localePath('/services', locale) }}
      />
    </>
  );
}
