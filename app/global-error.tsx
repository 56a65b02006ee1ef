'use client';

import { useEffect } from 'react';

/**
 * The brand kit's colours for this page, both themes (lib/brand.ts errorPageCss): written by
 * scripts/brand-assets.ts and inlined at build by next.config.mjs, as this page cannot count on the site's
 * style sheet. Without them (a bare `next build`), the browser's own colours.
 */
const KIT_CSS = process.env.BRAND_ERROR_CSS ?? '';

const color = (token: string, fallback: string) => `var(--color-${token}, ${fallback})`;

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
      <body
        style={{
          margin: 0,
          fontFamily: 'system-ui, sans-serif',
          color: color('foreground', 'CanvasText'),
          background: color('background', 'Canvas'),
          display: 'grid',
          minHeight: '100vh',
          placeItems: 'center',
        }}
      >
        {KIT_CSS && <style dangerouslySetInnerHTML={{ __html: KIT_CSS }} />}
        <main style={{ maxWidth: '36rem', padding: '2rem', textAlign: 'center' }}>
          <h1 style={{ fontSize: '1.75rem' }}>A apărut o eroare neașteptată</h1>
          <p>Ne pare rău, site-ul nu a putut fi afișat. Încearcă din nou; dacă problema persistă, revino mai târziu.</p>
          <pre
            style={{
              whiteSpace: 'pre-wrap',
              background: color('muted', 'Canvas'),
              border: `1px solid ${color('border', 'GrayText')}`,
              padding: '0.75rem 1rem',
              borderRadius: '0.5rem',
              textAlign: 'left',
            }}
          >
            {error.message || 'Eroare necunoscută'}
          </pre>
          <p style={{ display: 'flex', gap: '1rem', justifyContent: 'center' }}>
            <button
              type="button"
              onClick={reset}
              style={{
                font: 'inherit',
                padding: '0.6rem 1.4rem',
                borderRadius: '999px',
                border: 0,
                background: color('primary', 'ButtonFace'),
                color: color('primary-foreground', 'ButtonText'),
                cursor: 'pointer',
              }}
            >
              Încearcă din nou
            </button>
            {/* A full load, not client navigation: the client app is what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={{ padding: '0.6rem 1.4rem', color: color('primary', 'LinkText'), fontWeight: 600 }}>
              Pagina principală
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
