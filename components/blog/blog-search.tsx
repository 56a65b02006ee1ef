'use client';

import { useState } from 'react';
import { Search } from '@/components/icons/lucide/search';
import { useFormValues } from '@/lib/forms/use-form-values';
import { useSetParams, useUrlParams } from '@/lib/use-url-state';

/** The search box's words and form target in the page's language (dictionary "blogSearch"). */
export type BlogSearchLabels = { action: string; label: string; placeholder: string; submit: string; noscript: string };

/**
 * The hero search box. It writes the query to the URL (?q=), which the article list reads, so results
 * follow as you type; submitting jumps to the results. Without JavaScript it is a plain GET form.
 */
export function BlogSearch({ labels }: { labels: BlogSearchLabels }) {
  const { params, reader } = useUrlParams();
  return (
    <>
      {reader}
      <SearchForm initial={params?.get('q') ?? ''} labels={labels} />
    </>
  );
}

const SEARCH_FIELDS = { q: '' };

function SearchForm({ initial, labels }: { initial: string; labels: BlogSearchLabels }) {
  const setParams = useSetParams();
  // Text typed before the script ran stays, and the list follows it (lib/forms/use-form-values.ts).
  const { values, setValues, formProps } = useFormValues(SEARCH_FIELDS, { onTyped: ({ q }) => q.trim() && setParams({ q: q.trim() }) });
  const query = values.q;
  const setQuery = (q: string) => setValues({ q });
  const [synced, setSynced] = useState(initial);
  // Follow the URL when something else changes it (e.g. "see all articles" clears the query), but not
  // while typing: the URL holds the trimmed text, and a trailing space must survive.
  if (initial !== synced) {
    setSynced(initial);
    if (initial !== query.trim()) setQuery(initial);
  }

  return (
    <form
      {...formProps}
      role="search"
      action={labels.action}
      method="get"
      className="mx-auto mt-10 flex max-w-xl flex-col flex-wrap gap-3 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        setParams({ q: query.trim() || null });
        document.getElementById('articole')?.scrollIntoView({ block: 'start' });
      }}
    >
      <label htmlFor="cautare-blog" className="sr-only">
        {labels.label}
      </label>
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground" />
        <input
          id="cautare-blog"
          name="q"
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setParams({ q: event.target.value.trim() || null });
          }}
          placeholder={labels.placeholder}
          autoComplete="off"
          className="h-13 w-full rounded-full border-0 bg-card pr-4 pl-12 text-base text-foreground shadow-lg placeholder:text-muted-foreground"
        />
      </div>
      <button type="submit" className="h-13 rounded-full bg-accent px-8 font-semibold text-accent-foreground hover:bg-accent-hover">
        {labels.submit}
      </button>
      {/* Search runs in the browser (Pagefind): say so where no script runs (issue 20). */}
      <noscript>
        <p className="basis-full text-center text-sm text-ink-foreground">
          {labels.noscript}
        </p>
      </noscript>
    </form>
  );
}
