import { ArticlesExplorer } from '@/components/blog/articles-explorer';
import { AuthorBox, PopularTags } from '@/components/blog/blog-sidebar';
import { BlogSearch } from '@/components/blog/blog-search';
import { NewsletterBox } from '@/components/blog/newsletter-box';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { Container } from '@/components/ui/container';
import { Toaster } from '@/components/ui/toaster';
import { ARTICLES_PAGE_SIZE, POPULAR_TAGS } from '@/lib/constants';
import { blogCategoryOrder } from '@/lib/constants';
import { articleMeta, countByCategory, getArticles, getFeaturedArticle, rankTags } from '@/lib/content';
import { getDictionary } from '@/lib/i18n/dictionary';
import { cardLabels } from '@/lib/i18n/labels';
import { defaultLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { staticPageIn } from '@/lib/pages';
import { siteConfig } from '@/lib/site';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { typesetCard } from '@/lib/typography';

export const blogMetadata = (locale: Locale) => pageMetadata(staticPageIn('blog', locale));

/**
 * The article list of a language: in English only the translated articles, with the chip counts and the
 * popular tags computed from them. The newsletter box shows on the Romanian list only (its form, e-mails
 * and confirmation pages are Romanian).
 */
export function BlogPage({ locale }: { locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.blog;
  const labels = cardLabels(locale);
  const articles = getArticles(locale);
  // Romanian has exactly one featured article (checked); a translation may leave it out.
  const featured = locale === defaultLocale ? getFeaturedArticle(articles) : articles.find((a) => a.featured);
  const chips = countByCategory(articles, (a) => [a.category], blogCategoryOrder).map(({ id, count }) => ({
    id,
    count,
    label: id === 'all' ? t.all : labels.categories[id],
  }));
  const page = staticPageIn('blog', locale);
  const contact = localePath('/contact', locale);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path: page.path }], locale)} />
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <BlogSearch labels={{ ...dict.blogSearch, action: localePath('/blog', locale) }} />
      </PageHero>
      <section id="articole" aria-label={t.articles} className="scroll-mt-20 py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <ArticlesExplorer
            articles={articles.map((article) => typesetCard(articleMeta(article)))}
            featuredSlug={featured?.slug}
            chips={chips}
            pageSize={ARTICLES_PAGE_SIZE}
            authorName={siteConfig.owner.name}
            labels={dict.articlesExplorer}
            cardLabels={labels}
            path={localePath('/blog', locale)}
          />
          <aside className="space-y-6" aria-label={t.sidebar}>
            <AuthorBox locale={locale} />
            <PopularTags tags={rankTags(articles, POPULAR_TAGS)} locale={locale} />
            <NewsletterBox locale={locale} />
          </aside>
        </Container>
      </section>
      <CtaSection
        title={t.ctaTitle}
        description={t.ctaDescription}
        primary={{ label: t.ctaPrimary, href: contact }}
        secondary={{ label: t.ctaSecondary, href: localePath('/services', locale) }}
      />
      <Toaster locale={locale} />
    </>
  );
}
