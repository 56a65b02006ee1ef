import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArrowLeft, Calendar, Clock, User } from 'lucide-react';
import { ArticleCard } from '@/components/blog/article-card';
import { CtaSection } from '@/components/sections/cta-section';
import { Container } from '@/components/ui/container';
import { Emoji } from '@/components/ui/emoji';
import { categoryLabels } from '@/content/categories';
import { getArticles } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { renderMarkdown } from '@/lib/markdown';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const dynamicParams = false;

export function generateStaticParams() {
  return getArticles().map((article) => ({ slug: article.slug }));
}

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params;
  const article = getArticles().find((a) => a.slug === slug);
  if (!article) return {};
  return pageMetadata({ title: article.title, description: article.excerpt, path: `/blog/${slug}` });
}

export default async function ArticlePage({ params }: Params) {
  const { slug } = await params;
  const articles = getArticles();
  const article = articles.find((a) => a.slug === slug);
  if (!article) notFound();
  const related = articles.filter((a) => a.slug !== slug && a.category === article.category).slice(0, 3);
  const author = article.author ?? siteConfig.owner.name;
  return (
    <>
      <article>
        <header className="on-dark bg-ink text-white">
          <Container className="max-w-3xl py-14 sm:py-20">
            <Link href="/blog" className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-foreground hover:text-white">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Înapoi la blog
            </Link>
            <p className="mt-6 flex items-center gap-3">
              <Emoji symbol={article.emoji} label={article.imageAlt} className="text-4xl" />
              <Link href={`/blog?categorie=${article.category}#articole`} className="rounded-full bg-white/10 px-3 py-1 text-sm font-semibold hover:bg-white/20">
                {categoryLabels[article.category]}
              </Link>
            </p>
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{article.title}</h1>
            <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-ink-foreground">
              <span className="inline-flex items-center gap-1.5">
                <User aria-hidden="true" className="size-4" />
                {author}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Calendar aria-hidden="true" className="size-4" />
                <time dateTime={article.date}>{formatDate(article.date)}</time>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4" />
                {article.readingMinutes} min de citit
              </span>
            </p>
          </Container>
        </header>
        <Container className="max-w-3xl py-12 sm:py-16">
          <p className="text-xl text-muted-foreground">{article.excerpt}</p>
          <div className="prose mt-8" dangerouslySetInnerHTML={{ __html: renderMarkdown(article.body) }} />
          <ul className="mt-10 flex flex-wrap gap-2" aria-label="Etichete">
            {article.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-muted px-3 py-1.5 text-sm font-medium">
                {tag}
              </li>
            ))}
          </ul>
        </Container>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="similare-titlu" className="bg-muted py-16">
          <Container className="max-w-4xl">
            <h2 id="similare-titlu" className="mb-8 text-2xl font-bold">
              Articole similare
            </h2>
            <ul className="space-y-6">
              {related.map((a) => (
                <li key={a.slug}>
                  <ArticleCard article={a} authorName={siteConfig.owner.name} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}
      <CtaSection
        title="Vrei să aplici aceste idei în afacerea ta?"
        description="Consultanța inițială este gratuită. Îți răspund în cel mult 24 de ore."
        primary={{ label: 'Contactează-mă', href: '/contact' }}
        secondary={{ label: 'Vezi serviciile', href: '/services' }}
      />
    </>
  );
}
