'use client';

import { useState } from 'react';
import NextLink from 'next/link';

/**
 * next/link that prefetches on intent (pointer over, focus, touch) instead of on sight.
 * Next's default prefetches every link as it enters the viewport, which made the home page download the
 * contact form's code (zod, toasts) through its many "Contactează-ne" links: bytes a reader of the page
 * never uses. Intent still starts the fetch a few hundred milliseconds before the click lands.
 * See node_modules/next/dist/docs/01-app/02-guides/prefetching.md ("HoverPrefetchLink").
 */
export default function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: React.ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  const wake = () => setIntent(true);
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !intent ? false : prefetch}
      onMouseEnter={(event) => {
        wake();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        wake();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        wake();
        onTouchStart?.(event);
      }}
    />
  );
}
