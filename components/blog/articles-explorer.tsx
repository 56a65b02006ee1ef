'use client';

import { memo, startTransition, useState, type ReactNode } from 'react';
import { X } from '@/components/icons/lucide/x';
import { ArticleCard } from '@/components/blog/article-card';
import type { CardLabels } from '@/components/portfolio/project-card';
import { Button } from '@/components/ui/button';
import { FilterChips, inPlace, type Chip } from '@/components/ui/filter-chips';
import type { ArticleMeta } from '@/lib/content';
import { fill } from '@/lib/i18n/fill';
import { plural } from '@/lib/i18n/format';
import { foldText, slugify } from '@/lib/text';
import { usePagefindSearch } from '@/lib/use-pagefind';
import { readParam, replaceUrl, useUrlParams, type ParamsLike } from '@/lib/use-url-state';
import { blogAnchor, blogViewHref } from '@/lib/blog-views';
import { buttonClass } from '@/components/ui/button-class';

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
  /** With the title and excerpt as the server set them where they differ from the text (lib/typography.tsx typesetCard). */
  articles: (ArticleMeta & { heading?: ReactNode; summary?: ReactNode })[];
  featuredSlug?: string;
  chips: Chip[];
  pageSize: number;
  authorName: string;
  labels: ArticlesExplorerLabels;
  cardLabels: CardLabels;
  /** The list's own path (/blog or /en/blog): the filter links' base. */
  path: string;
};

/**
 * The featured article and the list: category chips, a tag filter and the search query, all read
 * from the URL (?categorie=, ?eticheta=, ?q=), and "load more". Every filter is a link to its view
 * (lib/blog-views.ts): the pre-rendered page answers a category's or a tag's #target with CSS alone
 * (scripts off, or not loaded yet), and once React has read the URL a plain click filters in place.
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
  const haystack = foldText(
    [article.title, article.excerpt, categories[article.category], ...article.tags].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

/** A card renders again only when its own props change (a filter changes the list items' attributes only). */
const Card = memo(ArticleCard);

const ROOT = 'articole-explorer';

/**
 * The views without a script: while the URL's #target is a category's or a tag's anchor, these rules hide
 * the featured block, show that view's chips (a tag's: the default ones) and count, and every article of it.
 * They hold only while the explorer is `data-explorer="static"`, which is until React has read the URL.
 */
function staticCss(categories: string[], tags: string[]): string {
  const root = `#${ROOT}[data-explorer='static']`;
  const targeted = `${root}:has([data-state]:target)`;
  const fallback = blogAnchor({});
  const rules = [
    `${root} [data-toolbar]{display:none}`,
    `${root} [data-toolbar='${fallback}']{display:block}`,
    `${targeted} [data-default-only]{display:none}`,
    `${root} [data-beyond],${root} [data-item][data-featured]{display:none}`,
    `${targeted} [data-item]{display:block}`,
  ];
  for (const category of categories) {
    if (category === 'all') continue;
    const target = `${root}:has(#${blogAnchor({ category })}:target)`;
    rules.push(`${target} [data-toolbar='${fallback}']{display:none}`);
    rules.push(`${target} [data-toolbar='${blogAnchor({ category })}']{display:block}`);
    rules.push(`${target} [data-item]:not([data-category='${category}']){display:none}`);
  }
  for (const tag of tags) {
    const target = `${root}:has(#${blogAnchor({ tag })}:target)`;
    // A tag's view keeps the default chips ("all" is current) with its own count under them.
    rules.push(`${target} [data-toolbar='${fallback}'] [data-count]{display:none}`);
    rules.push(`${target} [data-toolbar='${blogAnchor({ tag })}']{display:block}`);
    rules.push(`${target} [data-item]:not([data-tags~='${tag}']){display:none}`);
  }
  return rules.join('\n');
}

function ExplorerView({
  articles,
  featuredSlug,
  chips,
  pageSize,
  authorName,
  labels,
  cardLabels,
  path,
  params,
}: Props & { params: ParamsLike }) {
  const scripted = params !== null;
  const category = readParam(
    params,
    'categorie',
    'all',
    chips.map((c) => c.id),
  );
  const tagSlug = readParam(params, 'eticheta', '');
  const query = readParam(params, 'q', '').trim();
  const [pages, setPages] = useState(1);
  const go = (view: { category?: string; tag?: string; query?: string }) => {
    replaceUrl(blogViewHref(path, view));
    setPages(1);
  };

  const tag = tagSlug ? articles.flatMap((a) => a.tags).find((t) => slugify(t) === tagSlug) : undefined;
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const search = usePagefindSearch(query);
  const searched =
    search.status === 'ready'
      ? search.slugs
          .map((slug) => articles.find((a) => a.slug === slug))
          .filter((a): a is ArticleMeta => Boolean(a))
      : articles.filter((a) => matches(a, words, cardLabels.categories));
  const filtered = searched.filter(
    (a) => (category === 'all' || a.category === category) && (!tag || a.tags.includes(tag)),
  );
  const filtering = category !== 'all' || Boolean(tag) || words.length > 0;
  // Unfiltered, the featured article stands on its own above the list; any filter lists every match.
  const featured = filtering ? undefined : articles.find((a) => a.slug === featuredSlug);
  const listed = featured ? filtered.filter((a) => a !== featured) : filtered;
  const visible = listed.slice(0, pages * pageSize);
  const current = {
    category: category === 'all' ? undefined : category,
    tag: tagSlug || undefined,
    query: query || undefined,
  };

  const chipLinks = (active: string, live: boolean) => (
    <FilterChips
      label={labels.filterBy}
      chips={chips}
      active={active}
      href={(id) => blogViewHref(path, live ? { ...current, category: id } : { category: id })}
      onSelect={live ? (id) => go({ ...current, category: id }) : undefined}
    />
  );
  const countLine = (text: string, live: boolean) => (
    <p
      className="text-muted-foreground mt-6 text-sm"
      aria-live={live ? 'polite' : undefined}
      data-testid={live ? 'articles-count' : undefined}
      data-count=""
    >
      {text}
    </p>
  );
  const removable =
    'inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1.5 font-semibold text-primary hover:bg-primary/15';

  // Before React reads the URL: one toolbar per category and per tag, every article in the list; the CSS
  // shows the ones of the URL's #target (the default view when it has none).
  const tagSlugs = [...new Set(articles.flatMap((a) => a.tags.map(slugify)))];
  const staticViews = !scripted && (
    <>
      <style data-static-view="">
        {staticCss(
          chips.map((c) => c.id),
          tagSlugs,
        )}
      </style>
      {chips.map((chip) => (
        <div key={chip.id} data-toolbar={blogAnchor({ category: chip.id })} data-static-view="">
          {chipLinks(chip.id, false)}
          {countLine(
            chip.id === 'all'
              ? plural(cardLabels.locale, articles.length, labels.countOne, labels.countMany)
              : plural(cardLabels.locale, chip.count, labels.foundOne, labels.foundMany),
            false,
          )}
        </div>
      ))}
      {tagSlugs.map((slug) => {
        const name = articles.flatMap((a) => a.tags).find((t) => slugify(t) === slug)!;
        return (
          <div key={slug} data-toolbar={blogAnchor({ tag: slug })} data-static-view="">
            <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
              <a href={blogViewHref(path, { category: 'all' })} className={removable}>
                {fill(labels.tag, { tag: name })}
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">{labels.removeFilter}</span>
              </a>
            </div>
            {countLine(
              plural(
                cardLabels.locale,
                articles.filter((a) => a.tags.includes(name)).length,
                labels.foundOne,
                labels.foundMany,
              ),
              false,
            )}
          </div>
        );
      })}
    </>
  );
  const staticFeatured = !scripted ? articles.find((a) => a.slug === featuredSlug) : undefined;
  const shownFeatured = scripted ? featured : staticFeatured;
  // Every article stays in the page: before React reads the URL the CSS picks the ones shown; after, the
  // ones not shown are `hidden` (search results first, in their order), so a filter or "load more" toggles
  // attributes instead of building cards.
  const shown = new Set(visible);
  const items =
    scripted && search.status === 'ready'
      ? [...searched, ...articles.filter((a) => !searched.includes(a))]
      : articles;
  let rank = 0;

  return (
    <div id={ROOT} data-explorer={scripted ? 'live' : 'static'}>
      {/* The views' anchors: a filter link's #target scrolls here, and (without a script) the CSS reads it. */}
      {chips.map((chip) => (
        <span
          key={chip.id}
          id={blogAnchor({ category: chip.id })}
          data-state=""
          className="block scroll-mt-24"
        />
      ))}
      {tagSlugs.map((slug) => (
        <span key={slug} id={blogAnchor({ tag: slug })} data-state="" className="block scroll-mt-24" />
      ))}
      {shownFeatured && (
        <div className="mb-10" data-default-only="">
          <h2 className="sr-only">{labels.featured}</h2>
          <ArticleCard
            article={shownFeatured}
            labels={cardLabels}
            authorName={authorName}
            variant="featured"
            imageLoading="eager"
          />
        </div>
      )}
      <h2 className="sr-only">{labels.articles}</h2>
      {staticViews}
      {scripted && chipLinks(category, true)}
      {scripted && (tag || query) && (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          {tag && (
            <a
              href={blogViewHref(path, { ...current, tag: undefined })}
              onClick={inPlace(() => go({ ...current, tag: undefined }))}
              className={removable}
            >
              {fill(labels.tag, { tag })}
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">{labels.removeFilter}</span>
            </a>
          )}
          {query && (
            <button type="button" onClick={() => go({ ...current, query: undefined })} className={removable}>
              {fill(labels.search, { query })}
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">{labels.clearSearch}</span>
            </button>
          )}
        </div>
      )}
      {scripted &&
        countLine(
          search.status === 'loading'
            ? labels.searching
            : filtering
              ? plural(cardLabels.locale, filtered.length, labels.foundOne, labels.foundMany)
              : plural(cardLabels.locale, filtered.length, labels.countOne, labels.countMany),
          true,
        )}
      {scripted && filtered.length === 0 && (
        <div className="border-border bg-card mt-6 rounded-(--radius-card) border border-dashed p-10 text-center">
          <p className="text-lg font-semibold">{labels.noneTitle}</p>
          <p className="text-muted-foreground mt-2">{labels.noneHint}</p>
          <Button variant="outline" className="mt-6" onClick={() => go({})}>
            {labels.seeAll}
          </Button>
        </div>
      )}
      {/* A grid's gap, unlike space-y, ignores the hidden items. */}
      <ul className="mt-4 grid gap-6">
        {items.map((article) => {
          const isFeatured = !scripted && article.slug === featuredSlug;
          const beyond = !scripted && !isFeatured && rank++ >= pageSize;
          return (
            <li
              key={article.slug}
              hidden={scripted && !shown.has(article)}
              data-item=""
              data-category={article.category}
              data-tags={article.tags.map(slugify).join(' ')}
              data-featured={isFeatured ? '' : undefined}
              data-beyond={beyond ? '' : undefined}
            >
              <Card article={article} labels={cardLabels} authorName={authorName} />
            </li>
          );
        })}
      </ul>
      {/* The next page renders in a transition, so the tap is answered with a paint before the new cards are laid out. */}
      {/* "Load more" links to the whole list, which the page shows without a script; with one, a click adds a page. */}
      {(scripted
        ? visible.length < listed.length
        : articles.length - (staticFeatured ? 1 : 0) > pageSize) && (
        <div className="mt-10 text-center" data-default-only={scripted ? undefined : ''}>
          <a
            href={blogViewHref(path, scripted ? current : {})}
            onClick={scripted ? inPlace(() => startTransition(() => setPages((p) => p + 1))) : undefined}
            className={buttonClass({ variant: 'outline', size: 'lg' })}
          >
            {labels.loadMore}
          </a>
        </div>
      )}
    </div>
  );
}
