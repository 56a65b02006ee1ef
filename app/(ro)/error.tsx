'use client';

import { useEffect } from 'react';
import { buttonClass } from '@/components/ui/button-class';

/** Shown when rendering a page fails in the browser: a Romanian error view with the message. */
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
      <h1 className="text-3xl font-bold sm:text-4xl">A apărut o eroare neașteptată</h1>
      <p className="text-muted-foreground mt-4 max-w-lg text-lg">
        Ne pare rău, pagina nu a putut fi afișată. Încearcă din nou; dacă problema persistă, scrie-ne.
      </p>
      <pre className="bg-muted mt-6 max-w-full overflow-x-auto rounded-lg px-4 py-3 text-left text-sm whitespace-pre-wrap">
        {error.message || 'Eroare necunoscută'}
      </pre>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className={buttonClass()}>
          Încearcă din nou
        </button>
        {/* A full load, not client navigation: the client app is what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonClass({ variant: 'outline' })}>
          Înapoi la pagina principală
        </a>
      </div>
    </div>
  );
}
