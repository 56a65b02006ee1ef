import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

// next/link needs the app router at render time; the error views only need an anchor here.
vi.mock('@/components/ui/link', () => ({
  default: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

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
});
