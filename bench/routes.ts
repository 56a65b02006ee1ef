/**
 * The routes the bench measures and the byte budgets cover, resolved against a built `out/` folder.
 * Shared by bench/bench.ts and e2e/budgets.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';

export type BenchRoute = {
  /** Key in bench/budgets.json and label in the tables ("/blog/[slug]" for the article pages). */
  name: string;
  /** The URL path requested. */
  path: string;
  /** The HTML file in out/ the server answers with. */
  file: string;
  /** The status the server must answer with. */
  status: number;
};

export const OUT_DIR = path.resolve(process.env.OUT_DIR ?? 'out');

/** A path no page has: the server answers 404 with out/404.html. */
export const UNKNOWN_PATH = '/pagina-care-nu-exista-bench';

const STATIC_ROUTES: [string, string][] = [
  ['/', 'index.html'],
  ['/about', 'about.html'],
  ['/services', 'services.html'],
  ['/portfolio', 'portfolio.html'],
  ['/blog', 'blog.html'],
  ['/contact', 'contact.html'],
  ['/privacy', 'privacy.html'],
  ['/terms', 'terms.html'],
];

/** The slugs of `out/<folder>/*.html`, sorted. */
export function slugsIn(outDir: string, folder: string): string[] {
  const dir = path.join(outDir, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.slice(0, -'.html'.length))
    .sort();
}

/**
 * The measured routes: the eight pages, the first blog article and the first portfolio project (in
 * file-name order), and an unknown path. With `allInstances`, every article and every project instead
 * of the first one (the budgets test checks them all against the same "/blog/[slug]" budget).
 */
export function benchRoutes(outDir = OUT_DIR, { allInstances = false } = {}): BenchRoute[] {
  const routes: BenchRoute[] = STATIC_ROUTES.map(([p, file]) => ({ name: p, path: p, file, status: 200 }));
  for (const folder of ['blog', 'portfolio']) {
    const slugs = slugsIn(outDir, folder);
    if (slugs.length === 0)
      throw new Error(`no ${folder} pages in ${path.join(outDir, folder)}/*.html: run npm run build`);
    for (const slug of allInstances ? slugs : slugs.slice(0, 1)) {
      routes.push({
        name: `/${folder}/[slug]`,
        path: `/${folder}/${slug}`,
        file: `${folder}/${slug}.html`,
        status: 200,
      });
    }
  }
  routes.push({ name: '404 page', path: UNKNOWN_PATH, file: '404.html', status: 404 });
  return routes;
}
