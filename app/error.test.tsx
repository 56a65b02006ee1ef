import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { derivePalettes, errorPageCss } from '@/lib/brand';

// next/link needs the app router at render time; the error views only need an anchor here.
vi.mock('@/components/ui/link', () => ({
  default: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

// What next.config.mjs inlines at build: the kit's colours (scripts/brand-assets.ts). A kit unlike the shipped one.
const WINE = { primary: '#7b1e3a', accent: '#e1ad01', radius: 4, fonts: 'editorial' } as const;
process.env.BRAND_ERROR_CSS = errorPageCss(WINE);

const { default: ErrorView } = await import('@/app/(ro)/error');
const { default: GlobalError } = await import('@/app/global-error');

describe('error views', () => {
  it('the page error view says what happened in Romanian, shows the message and offers a retry and home', () => {
    const html = renderToStaticMarkup(<ErrorView error={new Error('Nu s-a putut citi lista')} reset={() => {}} />);
    expect(html).toContain('<h1');
    expect(html).toContain('A apărut o eroare neașteptată');
    expect(html).toContain('Nu s-a putut citi lista');
    expect(html).toContain('Încearcă din nou');
    expect(html).toContain('href="/"');
  });

  it('the root error view brings its own Romanian document', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('')} reset={() => {}} />);
    expect(html).toMatch(/^<html lang="ro">/);
    expect(html).toContain('A apărut o eroare neașteptată');
    expect(html).toContain('Eroare necunoscută');
    expect(html).toContain('href="/"');
  });

  it('the root error view wears the kit’s colours without the site’s style sheet, in both themes', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('x')} reset={() => {}} />);
    const { light, dark } = derivePalettes(WINE);
    expect(html).toContain(`--color-primary:${light.primary}`);
    expect(html).toContain(`@media (prefers-color-scheme:dark){:root{--color-background:${dark.background}`);
    // The button and the link use them; the browser's colours only where the build wrote none.
    expect(html).toMatch(/<button[^>]*background:var\(--color-primary, ButtonFace\);color:var\(--color-primary-foreground, ButtonText\)/);
    expect(html).toMatch(/<a href="\/" style="[^"]*color:var\(--color-primary, LinkText\)/);
    expect(html).not.toMatch(/#4338ca|#0f172a|#f1f5f9/);
  });
});
