'use client';

import { useEffect } from 'react';
import { buttonClass } from '@/components/ui/button-class';

/**
 * Shown when rendering an English page fails in the browser. An error view receives no props from a
 * server component, so its few words are here rather than in the dictionary (the Romanian twin:
 * app/(ro)/error.tsx).
 */
export default function ErrorView({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    // Every page loads this view, so it imports no component: not <Container> (tailwind-merge) and not
    // Button/ButtonLink (the link component), only the button classes.
    <div className="mx-auto flex w-full max-w-6xl flex-col items-center px-4 py-24 text-center sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold sm:text-4xl">Something went wrong</h1>
      <p className="text-muted-foreground mt-4 max-w-lg text-lg">
        Sorry, this page could not be shown. Please try again; if the problem persists, write to us.
      </p>
      <pre className="bg-muted mt-6 max-w-full overflow-x-auto rounded-lg px-4 py-3 text-left text-sm whitespace-pre-wrap">
        {error.message || 'Unknown error'}
      </pre>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className={buttonClass()}>
          Try again
        </button>
        {/* A full load, not client navigation: the client app is what failed. */}
        <a href="/en" className={buttonClass({ variant: 'outline' })}>
          Back to the home page
        </a>
      </div>
    </div>
  );
}
