'use client';

import { useEffect, useState } from 'react';
import { articleSlug, PAGEFIND_SLUGS_URL, PAGEFIND_URL } from '@/lib/search-index';

type PagefindResult = { id: string; data(): Promise<{ url: string }> };
type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
};
type Search = { pagefind: Pagefind; slugs: Record<string, string> };

let loading: Promise<Search> | undefined;

function loadSearch(): Promise<Search> {
  loading ??= Promise.all([
    (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_URL) as Promise<Pagefind>).then(async (pagefind) => {
      await pagefind.options({ baseUrl: '/' });
      await pagefind.init();
      return pagefind;
    }),
    // Without the map (an older deploy, say) each result's fragment still tells its URL.
    fetch(PAGEFIND_SLUGS_URL)
      .then((response) => (response.ok ? (response.json() as Promise<Record<string, string>>) : {}))
      .catch(() => ({})),
  ]).then(([pagefind, slugs]) => ({ pagefind, slugs }));
  // A failed load (offline, index missing) may be retried on the next search.
  loading.catch(() => (loading = undefined));
  return loading;
}

async function slugOf(result: PagefindResult, slugs: Record<string, string>): Promise<string | undefined> {
  return slugs[result.id] ?? articleSlug((await result.data()).url);
}

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; slugs: string[] }
  | { status: 'error' };

/**
 * Full-text search of the blog articles with Pagefind (title and body, Romanian stemming), loaded on
 * the first non-empty query. Returns article slugs in relevance order.
 */
export function usePagefindSearch(query: string): SearchState {
  const [answer, setAnswer] = useState<{ query: string; state: SearchState }>({ query: '', state: { status: 'idle' } });
  const trimmed = query.trim();

  useEffect(() => {
    if (!trimmed) return;
    let current = true;
    loadSearch()
      .then(async ({ pagefind, slugs: known }) => {
        const search = await pagefind.search(trimmed);
        const found = await Promise.all((search?.results ?? []).map((result) => slugOf(result, known)));
        const slugs = found.filter((slug): slug is string => Boolean(slug));
        if (current) setAnswer({ query: trimmed, state: { status: 'ready', slugs } });
      })
      .catch(() => {
        if (current) setAnswer({ query: trimmed, state: { status: 'error' } });
      });
    return () => {
      current = false;
    };
  }, [trimmed]);

  if (!trimmed) return { status: 'idle' };
  return answer.query === trimmed ? answer.state : { status: 'loading' };
}
