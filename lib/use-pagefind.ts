'use client';

import { useEffect, useState } from 'react';

type PagefindResult = { id: string; data(): Promise<{ url: string }> };
type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
};

/** Where postbuild writes the index; fetched only once a visitor starts searching. */
const PAGEFIND_URL = '/pagefind/pagefind.js';
let loading: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_URL) as Promise<Pagefind>).then(
    async (pagefind) => {
      await pagefind.options({ baseUrl: '/' });
      await pagefind.init();
      return pagefind;
    },
  );
  // A failed load (offline, index missing) may be retried on the next search.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** "/blog/un-articol.html" or "/blog/un-articol" → "un-articol" */
function articleSlug(url: string): string | undefined {
  return url.match(/\/blog\/([^/?#.]+)(?:\.html)?\/?$/)?.[1];
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
    loadPagefind()
      .then((pagefind) => pagefind.search(trimmed))
      .then(async (search) => {
        const data = await Promise.all((search?.results ?? []).map((result) => result.data()));
        const slugs = data.map((d) => articleSlug(d.url)).filter((slug): slug is string => Boolean(slug));
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
