'use client';

import { useCallback } from 'react';

/** Read-only view of the query string (what `useSearchParams()` returns), or null while pre-rendering. */
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
