'use client';

import { useEffect } from 'react';
import { buttonClass } from '@/components/ui/button-class';

/** The words of the error view in one language (an error boundary gets no props from the server). */
export type ErrorWords = { title: string; text: string; unknown: string; retry: string; home: string; homeHref: string };

export type ErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** Shown when rendering a page fails in the browser: the message, a retry and a way home (app/(ro)/error.tsx, app/(en)/en/error.tsx). */
export function ErrorView({ error, reset, words }: ErrorProps & { words: ErrorWords }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    // Every page loads this view, so it imports no component: not <Container> (tailwind-merge) and not
    // Button/ButtonLink (the link component), only the button classes.
    <div className="mx-auto flex w-full max-w-6xl flex-col items-center px-4 py-24 text-center sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold sm:text-4xl">{words.title}</h1>
      <p className="text-muted-foreground mt-4 max-w-lg text-lg">{words.text}</p>
      <pre className="bg-muted mt-6 max-w-full overflow-x-auto rounded-lg px-4 py-3 text-left text-sm whitespace-pre-wrap">
        {error.message || words.unknown}
      </pre>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className={buttonClass()}>
          {words.retry}
        </button>
        {/* A full load, not client navigation: the client app is what failed. */}
        <a href={words.homeHref} className={buttonClass({ variant: 'outline' })}>
          {words.home}
        </a>
      </div>
    </div>
  );
}
