/**
 * Old addresses that keep their visitors (issue 33). An article or case study whose file is renamed (in the
 * editor or by `git mv`) gets a new address; its old one answers 301 to the new one, on every host:
 * `out/_redirects`, which Netlify, Cloudflare Pages and a Cloudflare Worker's assets read, and which our
 * Node server reads too (server/static.ts).
 *
 * Where the list comes from: git's own rename detection over content/blog and content/portfolio (each
 * Markdown file renamed, `x.md` → /blog/x, `x.en.md` → /en/blog/x), merged into content/redirects.yaml, the
 * committed, readable list the owner can edit too (a page removed on purpose, an address outside the site).
 * The build writes what it learned into that file, so a shallow clone without history keeps them.
 * Chains are followed to their end (a → b, b → c gives a → c and b → c), loops and addresses that are
 * live pages again are left out, and a target that is no page is an error naming the entry.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isSeq, parseDocument } from 'yaml';
import { z } from 'zod';

export type Redirect = { from: string; to: string };

export const REDIRECTS_FILE = 'content/redirects.yaml';

const address = z
  .string()
  .regex(/^\/[a-z0-9/-]*$/, 'o adresă a site-ului care începe cu /, de exemplu /blog/un-articol')
  .refine((value) => value === '/' || !value.endsWith('/'), 'fără / la sfârșit');
const target = z.union([address, z.url({ protocol: /^https?$/ })]);
const fileSchema = z.strictObject({
  redirects: z.array(z.strictObject({ from: address, to: target })).default([]),
});

/** The list in content/redirects.yaml (none when the file is absent); a mistake names the entry, in Romanian. */
export function readRedirects(root: string): Redirect[] {
  const file = path.join(root, REDIRECTS_FILE);
  if (!fs.existsSync(file)) return [];
  const doc = parseDocument(fs.readFileSync(file, 'utf8'));
  if (doc.errors.length > 0)
    throw new Error(`Eroare în conținut: ${REDIRECTS_FILE}\n${doc.errors[0]!.message}`);
  const result = fileSchema.safeParse(doc.toJS() ?? {});
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const [, index, field] = issue.path;
      const where =
        typeof index === 'number'
          ? `redirecționarea a ${index + 1}-a, câmpul „${String(field ?? '')}”`
          : 'fișierul';
      return `${where}: ${issue.message === 'Invalid input' ? 'o adresă a site-ului (/blog/…) sau una completă (https://…)' : issue.message}.`;
    });
    throw new Error(`Eroare în conținut: ${REDIRECTS_FILE}\n${lines.join('\n')}`);
  }
  return result.data.redirects;
}

/** content/blog/x.md → /blog/x; content/portfolio/x.en.md → /en/portfolio/x; anything else → undefined. */
export function entryAddress(file: string): string | undefined {
  const match = /^content\/(blog|portfolio)\/([a-z0-9-]+?)(\.en)?\.md$/.exec(file);
  if (!match) return undefined;
  return `${match[3] ? '/en' : ''}/${match[1]}/${match[2]}`;
}

/**
 * The renames of articles and case studies in the repository's history, oldest first, as redirects; none
 * when `root` is no git working copy or git is missing (a downloaded archive: the committed file holds them).
 */
export function learnRenames(root: string): Redirect[] {
  let log: string;
  try {
    log = execFileSync(
      'git',
      [
        'log',
        '--reverse',
        '-M',
        '--diff-filter=R',
        '--name-status',
        '--format=',
        '--',
        'content/blog',
        'content/portfolio',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  } catch {
    return [];
  }
  const learned: Redirect[] = [];
  for (const line of log.split('\n')) {
    const [status, from, to] = line.split('\t');
    if (!status?.startsWith('R') || !from || !to) continue;
    const old = entryAddress(from);
    const now = entryAddress(to);
    if (old && now && old !== now) learned.push({ from: old, to: now });
  }
  const seen = new Set(learned.map((r) => r.from));
  return [...learned, ...learnReplacements(root).filter((r) => !seen.has(r.from))];
}

const git = (root: string, args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });

/** The body's lines (front matter left out: the title is what changed), for a likeness measure. */
function bodyLines(text: string): string[] {
  return text
    .replace(/^---\r?\n[\s\S]*?\r?\n---[^\n]*\n?/, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The share of lines two bodies have in common (1: the same text). */
function likeness(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const other = new Set(b);
  return a.filter((line) => other.has(line)).length / Math.max(a.length, b.length);
}

/**
 * A rename made in the editor. Decap cannot rename an entry (decaporg/decap-cms#445): the owner duplicates
 * it ("Duplică"), gives the copy its new title and publishes it, then deletes the old one, in two commits
 * that git's rename detection (one commit at a time) does not pair. An entry deleted while a copy of its text
 * (same folder, same language) lives on under a name added before it went is taken to have moved there.
 */
function learnReplacements(root: string): Redirect[] {
  let log: string;
  try {
    log = git(root, ['log', '--reverse', '--no-renames', '--diff-filter=AD', '--name-status', '--format=%x00%H', '--', 'content/blog', 'content/portfolio']);
  } catch {
    return [];
  }
  const added = new Map<string, string>();
  const found: Redirect[] = [];
  const live = (file: string) => {
    try {
      git(root, ['cat-file', '-e', `HEAD:${file}`]);
      return true;
    } catch {
      return false;
    }
  };
  for (const chunk of log.split('\0').filter(Boolean)) {
    const [commit, ...lines] = chunk.trim().split('\n');
    const changes = lines.map((line) => line.split('\t') as [string, string]).filter(([, file]) => entryAddress(file ?? ''));
    for (const [status, file] of changes) if (status === 'A') added.set(file, commit!);
    for (const [status, file] of changes) {
      if (status !== 'D') continue;
      added.delete(file);
      const kin = (name: string) => path.posix.dirname(name) === path.posix.dirname(file) && /\.en\.md$/.test(name) === /\.en\.md$/.test(file);
      const candidates = [...added].filter(([name]) => kin(name) && live(name));
      if (candidates.length === 0) continue;
      const gone = bodyLines(git(root, ['show', `${commit}^:${file}`]));
      let best: { name: string; score: number } | undefined;
      for (const [name, at] of candidates) {
        const score = likeness(gone, bodyLines(git(root, ['show', `${at}:${name}`])));
        if (score > (best?.score ?? 0)) best = { name, score };
      }
      if (best && best.score >= 0.6) found.push({ from: entryAddress(file)!, to: entryAddress(best.name)! });
    }
  }
  return found;
}

export type Resolved = { redirects: Redirect[]; dropped: string[] };

/**
 * One list to serve: the owner's entries over the learned ones (the same `from`: the owner's wins, as does a
 * later rename over an earlier one), each followed to its final address. Left out, with the reason: an
 * address that is a live page again, a loop. A target that is neither a live page nor another site throws.
 */
export function resolveRedirects(
  learned: Redirect[],
  owned: Redirect[],
  livePages: Iterable<string>,
): Resolved {
  const live = new Set(livePages);
  const next = new Map<string, string>();
  for (const { from, to } of [...learned, ...owned]) next.set(from, to);
  const dropped: string[] = [];
  const redirects: Redirect[] = [];
  for (const from of [...next.keys()].sort()) {
    if (live.has(from)) {
      dropped.push(`${from}: the address is a page again`);
      continue;
    }
    let to = next.get(from)!;
    const seen = new Set([from]);
    while (next.has(to) && !live.has(to) && !seen.has(to)) {
      seen.add(to);
      to = next.get(to)!;
    }
    if (seen.has(to)) {
      dropped.push(`${from}: a loop (${[...seen, to].join(' → ')})`);
      continue;
    }
    if (to.startsWith('/') && !live.has(to))
      throw new Error(
        `Eroare în conținut: ${REDIRECTS_FILE}\nAdresa veche ${from} trimite la ${to}, care nu este o pagină a site-ului. Scrie adresa unei pagini care există, sau una completă (https://…).`,
      );
    redirects.push({ from, to });
  }
  return { redirects, dropped };
}

/** content/redirects.yaml with the learned redirects added (the owner's entries and order kept). */
export function withLearned(owned: Redirect[], learned: Redirect[]): Redirect[] {
  const known = new Set(owned.map((r) => r.from));
  return [...owned, ...learned.filter((r) => !known.has(r.from))];
}

/** Appends redirects to content/redirects.yaml, keeping the owner's entries, order and comments. */
export function addToRedirectsFile(root: string, added: Redirect[]): void {
  const file = path.join(root, REDIRECTS_FILE);
  const doc = parseDocument(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : 'redirects: []\n');
  for (const redirect of added) doc.addIn(['redirects'], doc.createNode(redirect));
  const list = doc.get('redirects', true);
  if (isSeq(list)) list.flow = false;
  fs.writeFileSync(file, doc.toString({ lineWidth: 0 }));
}

/**
 * `_redirects` lines (Netlify's and Cloudflare's format): from, to, 301; each old address also with a
 * trailing slash (`/despre/`), which Cloudflare matches as another path. The Node server answers both
 * from the slashless line (server/app.ts), so the two hosts give the same 301 to the same place.
 */
export function redirectLines(list: Redirect[]): string {
  return list
    .flatMap(({ from, to }) => [from, ...(from === '/' ? [] : [`${from}/`])].map((path) => `${path}  ${to}  301\n`))
    .join('');
}

/** The 301 lines of a `_redirects` file, as our server reads the one the build wrote. */
export function parseRedirectLines(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to && status === '301' && !from.includes('*')) map.set(from, to);
  }
  return map;
}

/**
 * What postbuild does: learns the renames, adds the new ones to content/redirects.yaml, resolves the list
 * against the site's pages and gives the `_redirects` text (the 301s first: the first matching rule wins).
 */
export function buildRedirects(
  root: string,
  livePages: Iterable<string>,
  tail = '',
): Resolved & { added: number; file: string } {
  const owned = readRedirects(root);
  const merged = withLearned(owned, learnRenames(root));
  if (merged.length > owned.length) addToRedirectsFile(root, merged.slice(owned.length));
  const resolved = resolveRedirects([], merged, livePages);
  return {
    ...resolved,
    added: merged.length - owned.length,
    file: `${redirectLines(resolved.redirects)}${tail}`,
  };
}
