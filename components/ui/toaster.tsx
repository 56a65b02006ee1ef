'use client';

import { useEffect, useState } from 'react';

type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | undefined;
const waiting = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!loading) {
    loading = import('sonner').catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    for (const mount of waiting) mount();
  }
  return loading;
}

/**
 * Starts loading the toasts (sonner, about 10 KB) when a visitor starts on a form, so the live region is
 * on the page well before the first message. Forms call it on focus.
 */
export function prepareToasts(): void {
  loadSonner().catch(() => {});
}

/** Shows a toast. Every toast repeats a message the form also shows inline, so a failed load loses nothing. */
export async function notify(kind: 'success' | 'error', message: string): Promise<void> {
  try {
    const { toast } = await loadSonner();
    toast[kind](message);
  } catch {
    // Offline and the toasts never loaded: the inline status says the same.
  }
}

/**
 * The toast area: at most three toasts at a time, each for 4000 ms (PRODUCT.md). Mounted only by pages
 * with forms, and rendered once the toasts' code has loaded (sonner replays a toast raised just before).
 */
/** The toasts' region; its labels come in the page's language. */
export function Toaster({ locale = 'ro' }: { locale?: 'ro' | 'en' }) {
  const [Sonner, setSonner] = useState<Sonner['Toaster'] | null>(null);
  useEffect(() => {
    let active = true;
    const mount = () =>
      loading
        ?.then((module) => active && setSonner(() => module.Toaster))
        .catch(() => {});
    if (loading) mount();
    else waiting.add(mount);
    return () => {
      active = false;
      waiting.delete(mount);
    };
  }, []);
  return Sonner ? (
    <Sonner
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      richColors
      // The page's theme when the toasts mount: the visitor's choice (lib/theme.ts), else the system's.
      theme={document.documentElement.getAttribute('data-theme') === 'dark' || (!document.documentElement.hasAttribute('data-theme') && matchMedia('(prefers-color-scheme: dark)').matches) ? 'dark' : 'light'}
      closeButton
      containerAriaLabel={locale === 'en' ? 'Notifications' : 'Notificări'}
      toastOptions={{ closeButton: true, closeButtonAriaLabel: locale === 'en' ? 'Close notification' : 'Închide notificarea' }}
    />
  ) : null;
}
