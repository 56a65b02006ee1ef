import fs from 'node:fs';
import path from 'node:path';
import { shellFromHtml, type PageShell } from '@/server/core/page-shell';

export { shellFromHtml, type PageShell } from '@/server/core/page-shell';

const loaded = new Map<string, PageShell | null>();

/**
 * The shell from `outDir`/404.html, read once per directory; null when there is no build (the service
 * deployed apart from the site), and the caller falls back to a plain page. A rebuild of out/ while
 * the server runs changes the stylesheet's name: restart the server after deploying a new build.
 */
export function loadPageShell(outDir: string, language: 'ro' | 'en' = 'ro'): PageShell | null {
  const key = `${outDir}\0${language}`;
  if (loaded.has(key)) return loaded.get(key)!;
  let shell: PageShell | null = null;
  try {
    // Each language's 404 page carries that language's header, footer and <html lang>.
    const file = language === 'en' ? path.join(outDir, 'en', '404.html') : path.join(outDir, '404.html');
    shell = shellFromHtml(fs.readFileSync(file, 'utf8'));
  } catch {
    shell = language === 'en' ? loadPageShell(outDir, 'ro') : null;
  }
  loaded.set(key, shell);
  return shell;
}
