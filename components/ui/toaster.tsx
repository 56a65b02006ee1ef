'use client';

import { Toaster as Sonner } from 'sonner';

/** At most three toasts at a time, each for 4000 ms (PRODUCT.md). Mounted only by pages with forms. */
export function Toaster() {
  return <Sonner position="bottom-right" visibleToasts={3} duration={4000} richColors closeButton toastOptions={{ closeButton: true }} />;
}
