'use client';

import { ErrorView, type ErrorProps } from '@/components/pages/error-view';

/** Shown when rendering a page fails in the browser: a Romanian error view with the message. */
export default function RomanianError(props: ErrorProps) {
  return (
    <ErrorView
      {...props}
      words={{
        title: 'A apărut o eroare neașteptată',
        text: 'Ne pare rău, pagina nu a putut fi afișată. Încearcă din nou; dacă problema persistă, scrie-mi.',
        unknown: 'Eroare necunoscută',
        retry: 'Încearcă din nou',
        home: 'Înapoi la pagina principală',
        homeHref: '/',
      }}
    />
  );
}
