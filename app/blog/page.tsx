import { ArticlesExplorer } from '@/components/blog/articles-explorer';
import { AuthorBox, PopularTags } from '@/components/blog/blog-sidebar';
import { NewsletterBox } from '@/components/blog/newsletter-box';
import { BlogSearch } from '@/components/blog/blog-search';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { Container } from '@/components/ui/container';
import { Toaster } from '@/components/ui/toaster';
import { ARTICLES_PAGE_SIZE, POPULAR_TAGS } from '@/content/blog';
import { blogCategoryOrder, categoryLabels } from '@/content/categories';
import { articleMeta, countByCategory, getArticles, getFeaturedArticle, rankTags } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';
import { staticPages } from '@/lib/pages';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata(staticPages.blog);

export default function BlogPage() {
  const articles = getArticles();
  const featured = getFeaturedArticle(articles);
  const chips = countByCategory(articles, (a) => [a.category], blogCategoryOrder).map(({ id, count }) => ({
    id,
    count,
    label: id === 'all' ? 'Toate' : categoryLabels[id],
  }));
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: staticPages.blog.title, path: staticPages.blog.path }])} />
      <PageHero
        eyebrow="Blog"
        title="Idei și sfaturi pentru afacerea ta online"
        lead="Ghiduri practice despre site-uri, WordPress, branding și marketing, scrise pe înțelesul tuturor."
      >
        <BlogSearch />
      </PageHero>
      <section id="articole" aria-label="Articole" className="scroll-mt-20 py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <ArticlesExplorer
            articles={articles.map(articleMeta)}
            featuredSlug={featured.slug}
            chips={chips}
            pageSize={ARTICLES_PAGE_SIZE}
            authorName={siteConfig.owner.name}
          />
          <aside className="space-y-6" aria-label="Bara laterală">
            <AuthorBox />
            <PopularTags tags={rankTags(articles, POPULAR_TAGS)} />
            <NewsletterBox />
          </aside>
        </Container>
      </section>
      <CtaSection
        title="Ai nevoie de ajutor cu proiectul tău?"
        description="Dacă vrei să aplici ce ai citit și nu știi de unde să începi, hai să vorbim. Consultanța inițială este gratuită."
        primary={{ label: 'Contactează-mă', href: '/contact' }}
        secondary={{ label: 'Vezi serviciile', href: '/services' }}
      />
      <Toaster />
    </>
  );
}
