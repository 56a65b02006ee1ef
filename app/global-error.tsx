'use client';

import { useEffect } from 'react';

/**
 * Shown when the root layout itself fails: it replaces the whole document, so it brings its own <html>
 * and plain inline styles (the site's stylesheet belongs to the layout that failed). Replaces Next's
 * English default.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="ro">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#0f172a', display: 'grid', minHeight: '100vh', placeItems: 'center' }}>
        <main style={{ maxWidth: '36rem', padding: '2rem', textAlign: 'center' }}>
          <h1 style={{ fontSize: '1.75rem' }}>A apărut o eroare neașteptată</h1>
          <p>Ne pare rău, site-ul nu a putut fi afișat. Încearcă din nou; dacă problema persistă, revino mai târziu.</p>
          <pre style={{ whiteSpace: 'pre-wrap', background: '#f1f5f9', padding: '0.75rem 1rem', borderRadius: '0.5rem', textAlign: 'left' }}>
            {error.message || 'Eroare necunoscută'}
          </pre>
          <p style={{ display: 'flex', gap: '1rem', justifyContent: 'center' }}>
            <button type="button" onClick={reset} style={{ font: 'inherit', padding: '0.6rem 1.4rem', borderRadius: '999px', border: 0, background: '#4338ca', color: '#fff', cursor: 'pointer' }}>
              Încearcă din nou
            </button>
            {/* A full load, not client navigation: the client app is what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={{ padding: '0.6rem 1.4rem', color: '#4338ca', fontWeight: 600 }}>
              Pagina principală
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
