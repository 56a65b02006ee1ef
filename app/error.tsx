'use client';

import { useEffect } from 'react';
import { RotateCcw } from '@/components/icons/lucide/rotate-ccw';
import { Button, ButtonLink } from '@/components/ui/button';

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
    // Not <Container>: its class merging (tailwind-merge) would ship to every page with this boundary.
    <div className="mx-auto flex w-full max-w-6xl flex-col items-center px-4 py-24 text-center sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold sm:text-4xl">A apărut o eroare neașteptată</h1>
      <p className="text-muted-foreground mt-4 max-w-lg text-lg">
        Ne pare rău, pagina nu a putut fi afișată. Încearcă din nou; dacă problema persistă, scrie-ne.
      </p>
      <pre className="bg-muted mt-6 max-w-full overflow-x-auto rounded-lg px-4 py-3 text-left text-sm whitespace-pre-wrap">
        {error.message || 'Eroare necunoscută'}
      </pre>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={reset}>
          <RotateCcw aria-hidden="true" />
          Încearcă din nou
        </Button>
        <ButtonLink href="/" variant="outline">
          Înapoi la pagina principală
        </ButtonLink>
      </div>
    </div>
  );
}
