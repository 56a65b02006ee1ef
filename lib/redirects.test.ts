import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToRedirectsFile,
  buildRedirects,
  entryAddress,
  learnRenames,
  parseRedirectLines,
  readRedirects,
  redirectLines,
  resolveRedirects,
  withLearned,
} from '@/lib/redirects';
import { allLocalizedPages } from '@/lib/pages';
import { createApp, type App } from '@/server/app';
import { testOptions } from '@/server/testing';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    stdio: 'pipe',
  }).toString();

describe('the addresses of entries', () => {
  it('maps the Markdown files to their pages, English under /en', () => {
    expect(entryAddress('content/blog/un-articol.md')).toBe('/blog/un-articol');
    expect(entryAddress('content/blog/un-articol.en.md')).toBe('/en/blog/un-articol');
    expect(entryAddress('content/portfolio/un-proiect.md')).toBe('/portfolio/un-proiect');
    expect(entryAddress('content/portfolio/un-proiect/cover.jpg')).toBeUndefined();
    expect(entryAddress('content/services.yaml')).toBeUndefined();
  });
});

describe('one list to serve, never a chain or a loop', () => {
  const live = ['/blog/c', '/blog/d', '/en/blog/c'];

  it('follows a chain to the final address, for every old address on it', () => {
    const { redirects, dropped } = resolveRedirects(
      [
        { from: '/blog/a', to: '/blog/b' },
        { from: '/blog/b', to: '/blog/c' },
      ],
      [],
      live,
    );
    expect(redirects).toEqual([
      { from: '/blog/a', to: '/blog/c' },
      { from: '/blog/b', to: '/blog/c' },
    ]);
    expect(dropped).toEqual([]);
  });

  it('leaves out a loop and an address that is a page again; the owner’s entry wins over a learned one', () => {
    const { redirects, dropped } = resolveRedirects(
      [
        { from: '/blog/x', to: '/blog/y' },
        { from: '/blog/y', to: '/blog/x' },
        { from: '/blog/c', to: '/blog/d' },
        { from: '/blog/e', to: '/blog/c' },
      ],
      [{ from: '/blog/e', to: '/blog/d' }],
      live,
    );
    expect(redirects).toEqual([{ from: '/blog/e', to: '/blog/d' }]);
    expect(dropped).toEqual([
      '/blog/c: the address is a page again',
      '/blog/x: a loop (/blog/x → /blog/y → /blog/x)',
      '/blog/y: a loop (/blog/y → /blog/x → /blog/y)',
    ]);
  });

  it('an outside address is kept; a target that is no page stops the build, in Romanian', () => {
    expect(
      resolveRedirects([], [{ from: '/vechi', to: 'https://exemplu.ro/lucrari' }], live).redirects,
    ).toEqual([{ from: '/vechi', to: 'https://exemplu.ro/lucrari' }]);
    expect(() => resolveRedirects([], [{ from: '/blog/a', to: '/blog/nu-exista' }], live)).toThrow(
      /Adresa veche \/blog\/a trimite la \/blog\/nu-exista, care nu este o pagină a site-ului/,
    );
  });

  it('writes and reads the hosts’ _redirects lines (301s only, splats left to the hosts)', () => {
    const lines = redirectLines([{ from: '/blog/a', to: '/blog/c' }]) + '/en/*  /en/404.html  404\n';
    // The old address with a trailing slash too: Cloudflare's assets match it as another path.
    expect(lines).toBe('/blog/a  /blog/c  301\n/blog/a/  /blog/c  301\n/en/*  /en/404.html  404\n');
    expect([...parseRedirectLines(lines)]).toEqual([
      ['/blog/a', '/blog/c'],
      ['/blog/a/', '/blog/c'],
    ]);
  });
});

describe('content/redirects.yaml', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-file-'));
    fs.mkdirSync(path.join(root, 'content'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('the shipped file reads, with its guidance: the Romanian words for the pages', () => {
    expect(readRedirects(process.cwd())).toEqual([
      { from: '/despre', to: '/about' },
      { from: '/servicii', to: '/services' },
      { from: '/portofoliu', to: '/portfolio' },
      { from: '/confidentialitate', to: '/privacy' },
      { from: '/termeni', to: '/terms' },
    ]);
    expect(fs.readFileSync('content/redirects.yaml', 'utf8')).toMatch(/^# Old addresses/);
  });

  it('a mistake names the entry and the field in Romanian', () => {
    fs.writeFileSync(
      path.join(root, 'content', 'redirects.yaml'),
      'redirects:\n  - from: /blog/a\n    to: /blog/b\n  - from: blog/fara-bara\n    to: /blog/b\n',
    );
    expect(() => readRedirects(root)).toThrow(
      /Eroare în conținut: content\/redirects\.yaml\nredirecționarea a 2-a, câmpul „from”: o adresă a site-ului care începe cu \//,
    );
  });

  it('learned redirects are added after the owner’s, whose entries and comments stay', () => {
    fs.writeFileSync(path.join(root, 'content', 'redirects.yaml'), '# Păstrat\nredirects: []\n');
    addToRedirectsFile(root, withLearned([], [{ from: '/blog/a', to: '/blog/b' }]));
    expect(fs.readFileSync(path.join(root, 'content', 'redirects.yaml'), 'utf8')).toBe(
      '# Păstrat\nredirects:\n  - from: /blog/a\n    to: /blog/b\n',
    );
    expect(readRedirects(root)).toEqual([{ from: '/blog/a', to: '/blog/b' }]);
    expect(withLearned(readRedirects(root), [{ from: '/blog/a', to: '/blog/z' }])).toEqual([
      { from: '/blog/a', to: '/blog/b' },
    ]);
  });
});

describe('a renamed article and case study keep their visitors (git mv, then the build, then the server)', () => {
  // Renamed in a repository's history to the names of shipped entries, so the new addresses are real pages.
  const ARTICLE = 'cat-costa-un-site-de-prezentare';
  const PROJECT = 'brutarie-artizanala-spicul-auriu';
  let repo: string;
  let app: App;
  let origin: string;

  beforeAll(async () => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'renames-'));
    git(repo, 'init', '-q');
    fs.mkdirSync(path.join(repo, 'content', 'blog'), { recursive: true });
    fs.mkdirSync(path.join(repo, 'content', 'portfolio'), { recursive: true });
    const copy = (from: string, to: string) => fs.copyFileSync(from, path.join(repo, to));
    copy(`content/blog/${ARTICLE}.md`, 'content/blog/cat-costa-un-site.md');
    copy(`content/blog/${ARTICLE}.en.md`, 'content/blog/cat-costa-un-site.en.md');
    copy(`content/portfolio/${PROJECT}.md`, 'content/portfolio/brutarie-spicul-auriu.md');
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'first names');
    git(repo, 'mv', 'content/blog/cat-costa-un-site.md', `content/blog/${ARTICLE}.md`);
    git(repo, 'mv', 'content/blog/cat-costa-un-site.en.md', `content/blog/${ARTICLE}.en.md`);
    git(repo, 'mv', 'content/portfolio/brutarie-spicul-auriu.md', `content/portfolio/${PROJECT}.md`);
    git(repo, 'commit', '-qm', 'renamed');
    // And once more: the first article's address had been another before (a chain).
    fs.writeFileSync(
      path.join(repo, 'content', 'redirects.yaml'),
      'redirects:\n  - from: /blog/pret-site\n    to: /blog/cat-costa-un-site\n',
    );

    // What postbuild runs: learn, keep in the file, resolve against the site's pages, the _redirects text.
    const built = buildRedirects(
      repo,
      allLocalizedPages().map((p) => p.path),
      '/en/*  /en/404.html  404\n',
    );
    expect(built.added).toBe(3);
    const out = path.join(repo, 'out');
    fs.mkdirSync(path.join(out, 'blog'), { recursive: true });
    fs.mkdirSync(path.join(out, 'portfolio'), { recursive: true });
    fs.writeFileSync(path.join(out, 'blog', `${ARTICLE}.html`), '<!doctype html><h1>Cât costă</h1>');
    fs.writeFileSync(path.join(out, 'portfolio', `${PROJECT}.html`), '<!doctype html><h1>Brutăria</h1>');
    fs.writeFileSync(path.join(out, '404.html'), '<!doctype html><h1>404</h1>');
    fs.writeFileSync(path.join(out, '_headers'), '');
    fs.writeFileSync(path.join(out, '_redirects'), built.file);
    app = createApp(testOptions(path.join(repo, 'data'), { outDir: out, dataDir: null }));
    origin = await app.listen();
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(repo, { recursive: true, force: true });
  });

  it('git’s renames are learned, in both languages, and kept in content/redirects.yaml', () => {
    expect(learnRenames(repo)).toEqual([
      { from: '/en/blog/cat-costa-un-site', to: `/en/blog/${ARTICLE}` },
      { from: '/blog/cat-costa-un-site', to: `/blog/${ARTICLE}` },
      { from: '/portfolio/brutarie-spicul-auriu', to: `/portfolio/${PROJECT}` },
    ]);
    expect(readRedirects(repo)).toHaveLength(4);
  });

  it('each old address answers 301 to the new page, the query kept, the chain in one step; the new page answers 200', async () => {
    for (const [old, now] of [
      ['/blog/cat-costa-un-site', `/blog/${ARTICLE}`],
      ['/blog/pret-site', `/blog/${ARTICLE}`],
      ['/portfolio/brutarie-spicul-auriu', `/portfolio/${PROJECT}`],
    ]) {
      const moved = await fetch(`${origin}${old}?utm_source=x`, { redirect: 'manual' });
      expect(moved.status, old).toBe(301);
      expect(moved.headers.get('location'), old).toBe(`${now}?utm_source=x`);
      const page = await fetch(`${origin}${old}`);
      expect(page.status).toBe(200);
      expect(new URL(page.url).pathname).toBe(now);
    }
    expect((await fetch(`${origin}/blog/${ARTICLE}`, { redirect: 'manual' })).status).toBe(200);
    expect((await fetch(`${origin}/blog/nu-a-existat-niciodata`, { redirect: 'manual' })).status).toBe(404);
  });

  it('a rename made in the editor (duplicate with the new title, publish, delete the old: two commits) is learned too', () => {
    const editor = fs.mkdtempSync(path.join(os.tmpdir(), 'renames-editor-'));
    try {
      git(editor, 'init', '-q');
      fs.mkdirSync(path.join(editor, 'content', 'blog'), { recursive: true });
      const text = fs.readFileSync(`content/blog/${ARTICLE}.md`, 'utf8');
      const other = fs.readFileSync('content/blog/design-mobile-first-si-responsive.md', 'utf8');
      fs.writeFileSync(path.join(editor, 'content/blog/pret-site-2026.md'), text);
      fs.writeFileSync(path.join(editor, 'content/blog/mobil.md'), other);
      git(editor, 'add', '.');
      git(editor, 'commit', '-qm', 'Create Blog “pret-site-2026”');
      // Decap's "Duplică": the same fields and text, a new title (hence a new file), published…
      fs.writeFileSync(path.join(editor, `content/blog/${ARTICLE}.md`), text.replace(/^title: .*$/m, 'title: "Cât costă un site de prezentare"'));
      git(editor, 'add', '.');
      git(editor, 'commit', '-qm', `Create Blog “${ARTICLE}”`);
      // …then the old one deleted, in a commit of its own; and an unrelated entry goes too, replaced by nothing.
      fs.rmSync(path.join(editor, 'content/blog/pret-site-2026.md'));
      fs.rmSync(path.join(editor, 'content/blog/mobil.md'));
      git(editor, 'add', '-A');
      git(editor, 'commit', '-qm', 'Delete Blog “pret-site-2026”');
      expect(learnRenames(editor)).toEqual([{ from: '/blog/pret-site-2026', to: `/blog/${ARTICLE}` }]);
    } finally {
      fs.rmSync(editor, { recursive: true, force: true });
    }
  });

  it('the sitemap and the pages list only the new addresses', () => {
    const paths = allLocalizedPages().map((p) => p.path);
    expect(paths).toContain(`/blog/${ARTICLE}`);
    expect(paths).not.toContain('/blog/cat-costa-un-site');
  });
});
