'use client';

import { Suspense, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'next/navigation';

/** Read-only view of the query string, or null while pre-rendering and hydrating (see useUrlParams). */
export type ParamsLike = { get(key: string): string | null } | null;

/** A query parameter's value when it is one of `allowed`, else the fallback. */
export function readParam<T extends string>(params: ParamsLike, key: string, fallback: T, allowed?: readonly T[]): T {
  const value = params?.get(key) as T | null | undefined;
  if (!value) return fallback;
  return !allowed || allowed.includes(value) ? value : fallback;
}

/**
 * Writes query parameters without a navigation, so a filtered view can be shared and reloaded.
 * Next's router picks up `history.replaceState`, so every `useSearchParams()` reader re-renders.
 * A value equal to its default (empty string or null) is removed from the URL.
 */
export function useSetParams() {
  return useCallback((updates: Record<string, string | null>) => {
    const url = new URL(window.location.href);
    for (const [key, value] of Object.entries(updates)) {
      if (value) url.searchParams.set(key, value);
      else url.searchParams.delete(key);
    }
    window.history.replaceState(null, '', url);
  }, []);
}

/**
 * Puts a view's whole URL (query and #fragment, as its link has them) in the address bar without a
 * navigation, so the URL a visitor copies opens the same view, with or without a script.
 */
export function replaceUrl(href: string): void {
  window.history.replaceState(null, '', new URL(href, window.location.href));
}

/**
 * The query string for a pre-rendered component: null while hydrating (as when pre-rendered), then the
 * URL's, following every change (links, history.replaceState, back/forward). Render `reader` anywhere in
 * the component's output.
 *
 * Why not useSearchParams() in the component itself: in a static export it makes the nearest Suspense
 * boundary render on the client only, so React throws away the pre-rendered DOM of everything inside it
 * and builds it again after hydration (180 elements on /blog, 52 on /contact). Here the only thing inside
 * that boundary is the reader, which renders nothing.
 */
export function useUrlParams(): { params: URLSearchParams | null; reader: React.ReactNode } {
  const [query, setQuery] = useState<string | null>(null);
  const params = useMemo(() => (query === null ? null : new URLSearchParams(query)), [query]);
  const reader = (
    <Suspense fallback={null}>
      <ParamsReader onChange={setQuery} />
    </Suspense>
  );
  return { params, reader };
}

function ParamsReader({ onChange }: { onChange: (query: string) => void }) {
  const query = useSearchParams().toString();
  // A layout effect re-renders the owner in the same task as this commit, before any input event can come
  // between: the search box, which writes the URL as the visitor types, never sees a stale value.
  useLayoutEffect(() => onChange(query), [query, onChange]);
  return null;
}
