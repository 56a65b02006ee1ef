'use client';

import { useState } from 'react';
import { X } from '@/components/icons/lucide/x';
import { ArticleCard } from '@/components/blog/article-card';
import type { CardLabels } from '@/components/portfolio/project-card';
import { Button } from '@/components/ui/button';
import { FilterChips, type Chip } from '@/components/ui/filter-chips';
import type { ArticleMeta } from '@/lib/content';
import { fill } from '@/lib/i18n/fill';
import { plural } from '@/lib/i18n/format';
import { foldText, slugify } from '@/lib/text';
import { usePagefindSearch } from '@/lib/use-pagefind';
import { readParam, useSetParams, useUrlParams, type ParamsLike } from '@/lib/use-url-state';

/** The explorer's words in the page's language (dictionary "articlesExplorer"). */
export type ArticlesExplorerLabels = {
  featured: string;
  articles: string;
  filterBy: string;
  tag: string;
  removeFilter: string;
  search: string;
  clearSearch: string;
  searching: string;
  foundOne: string;
  foundMany: string;
  countOne: string;
  countMany: string;
  noneTitle: string;
  noneHint: string;
  seeAll: string;
  loadMore: string;
};

type Props = {
  articles: ArticleMeta[];
  featuredSlug?: string;
  chips: Chip[];
  pageSize: number;
  authorName: string;
  labels: ArticlesExplorerLabels;
  cardLabels: CardLabels;
};

/**
 * The featured article and the list: category chips, a tag filter and the search query, all read
 * from the URL (?categorie=, ?eticheta=, ?q=), and "load more". The pre-rendered HTML shows the default view.
 */
export function ArticlesExplorer(props: Props) {
  const { params, reader } = useUrlParams();
  return (
    <>
      {reader}
      <ExplorerView {...props} params={params} />
    </>
  );
}

/** Instant match on the card fields, used until the full-text index answers (or if it cannot load). */
function matches(article: ArticleMeta, words: string[], categories: CardLabels['categories']): boolean {
  const haystack = foldText([article.title, article.excerpt, categories[article.category], ...article.tags].join(' '));
  return words.every((word) => haystack.includes(word));
}

function ExplorerView({ articles, featuredSlug, chips, pageSize, authorName, labels, cardLabels, params }: Props & { params: ParamsLike }) {
  const category = readParam(params, 'categorie', 'all', chips.map((c) => c.id));
  const tagSlug = readParam(params, 'eticheta', '');
  const query = readParam(params, 'q', '').trim();
  const setParams = useSetParams();
  const [pages, setPages] = useState(1);

  const tag = tagSlug ? articles.flatMap((a) => a.tags).find((t) => slugify(t) === tagSlug) : undefined;
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const search = usePagefindSearch(query);
  const searched =
    search.status === 'ready'
      ? search.slugs.map((slug) => articles.find((a) => a.slug === slug)).filter((a): a is ArticleMeta => Boolean(a))
      : articles.filter((a) => matches(a, words, cardLabels.categories));
  const filtered = searched.filter((a) => (category === 'all' || a.category === category) && (!tag || a.tags.includes(tag)));
  const filtering = category !== 'all' || Boolean(tag) || words.length > 0;
  // Unfiltered, the featured article stands on its own above the list; any filter lists every match.
  const featured = filtering ? undefined : articles.find((a) => a.slug === featuredSlug);
  const listed = featured ? filtered.filter((a) => a !== featured) : filtered;
  const visible = listed.slice(0, pages * pageSize);

  return (
    <div>
      {featured && (
        <div className="mb-10">
          <h2 className="sr-only">{labels.featured}</h2>
          <ArticleCard article={featured} labels={cardLabels} authorName={authorName} variant="featured" imageLoading="eager" />
        </div>
      )}
      <h2 className="sr-only">{labels.articles}</h2>
      <FilterChips
        label={labels.filterBy}
        chips={chips}
        active={category}
        onSelect={(id) => {
          setParams({ categorie: id === 'all' ? null : id });
          setPages(1);
        }}
      />
      {(tag || query) && (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          {tag && (
            <button
              type="button"
              onClick={() => setParams({ eticheta: null })}
              className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1.5 font-semibold text-primary hover:bg-primary/15"
            >
              {fill(labels.tag, { tag })}
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">{labels.removeFilter}</span>
            </button>
          )}
          {query && (
            <button
              type="button"
              onClick={() => setParams({ q: null })}
              className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1.5 font-semibold text-primary hover:bg-primary/15"
            >
              {fill(labels.search, { query })}
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">{labels.clearSearch}</span>
            </button>
          )}
        </div>
      )}
      <p className="mt-6 text-sm text-muted-foreground" aria-live="polite" data-testid="articles-count">
        {search.status === 'loading'
          ? labels.searching
          : filtering
            ? plural(cardLabels.locale, filtered.length, labels.foundOne, labels.foundMany)
            : plural(cardLabels.locale, filtered.length, labels.countOne, labels.countMany)}
      </p>
      {filtered.length === 0 ? (
        <div className="mt-6 rounded-(--radius-card) border border-dashed border-border bg-card p-10 text-center">
          <p className="text-lg font-semibold">{labels.noneTitle}</p>
          <p className="mt-2 text-muted-foreground">{labels.noneHint}</p>
          <Button variant="outline" className="mt-6" onClick={() => setParams({ q: null, eticheta: null, categorie: null })}>
            {labels.seeAll}
          </Button>
        </div>
      ) : (
        <ul className="mt-4 space-y-6">
          {visible.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} labels={cardLabels} authorName={authorName} />
            </li>
          ))}
        </ul>
      )}
      {visible.length < listed.length && (
        <div className="mt-10 text-center">
          <Button variant="outline" size="lg" onClick={() => setPages((p) => p + 1)}>
            {labels.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}
