import { describe, expect, it } from 'vitest';
import { installBackendFilter, withoutTranslations } from './backend-filter';
import type { BackendEntry, BackendImplementation, Cursor, DecapCms } from './decap';

const FILES = ['content/blog/a.md', 'content/blog/a.en.md', 'content/blog/b.md', 'content/blog/b.en.md'];
const CURSOR = Symbol('cursor');

/** A backend over FILES that lists by extension as Decap's do (the name ends in ".<extension>"). */
function fakeBackend(): BackendImplementation & { calls: string[] } {
  const calls: string[] = [];
  const list = (extension: string): BackendEntry[] => {
    const entries = FILES.filter((path) => path.endsWith(`.${extension}`)).map((path) => ({ file: { path } }));
    return Object.assign(entries, { [CURSOR]: 'the cursor' });
  };
  const cursorOver = (paths: string[]): Cursor => ({ data: { get: () => ({ toJS: () => paths.map((path) => ({ path })) }) } as never });
  return {
    calls,
    async entriesByFolder(folder, extension) {
      calls.push(`list ${folder} ${extension}`);
      return list(extension);
    },
    async allEntriesByFolder(_folder, extension) {
      return list(extension);
    },
    async traverseCursor(cursor) {
      const paths = ((cursor.data!.get('files') as { toJS(): { path: string }[] }).toJS()).map((f) => f.path);
      return { entries: paths.map((path) => ({ file: { path } })), cursor: cursorOver(paths) };
    },
  };
}

const paths = (entries: BackendEntry[]) => entries.map((e) => e.file.path);

describe('Romanian collections list no English file; English collections list only those', () => {
  it('leaves <slug>.en.md out of an "md" listing, keeps an "en.md" listing whole, and the cursor', async () => {
    const backend = withoutTranslations(fakeBackend());
    const romanian = await backend.entriesByFolder!('content/blog', 'md', 1);
    expect(paths(romanian)).toEqual(['content/blog/a.md', 'content/blog/b.md']);
    expect((romanian as unknown as Record<symbol, unknown>)[CURSOR]).toBe('the cursor');
    expect(paths(await backend.entriesByFolder!('content/blog', 'en.md', 1))).toEqual(['content/blog/a.en.md', 'content/blog/b.en.md']);
    expect(paths(await backend.allEntriesByFolder!('content/blog', 'md', 1))).toEqual(['content/blog/a.md', 'content/blog/b.md']);
    expect(backend.calls).toEqual(['list content/blog md', 'list content/blog en.md']);
  });

  it('filters the next pages of a paginated Romanian listing too (GitHub pages through a cursor)', async () => {
    const backend = withoutTranslations(fakeBackend());
    const over = (list: string[]): Cursor => ({ data: { get: () => ({ toJS: () => list.map((path) => ({ path })) }) } as never });
    expect(paths((await backend.traverseCursor!(over(FILES), 'next')).entries)).toEqual(['content/blog/a.md', 'content/blog/b.md']);
    const english = FILES.filter((f) => f.endsWith('.en.md'));
    expect(paths((await backend.traverseCursor!(over(english), 'next')).entries)).toEqual(english);
  });

  it('wraps every backend the configuration may name before Decap creates it', async () => {
    const made: string[] = [];
    const registry: Record<string, { init: (...args: unknown[]) => BackendImplementation }> = {
      github: { init: () => (made.push('github'), fakeBackend()) },
      proxy: { init: () => (made.push('proxy'), fakeBackend()) },
    };
    installBackendFilter({ getBackend: (name: string) => registry[name] } as unknown as DecapCms);
    const github = registry.github!.init({});
    expect(made).toEqual(['github']);
    expect(paths(await github.entriesByFolder!('content/blog', 'md', 1))).toEqual(['content/blog/a.md', 'content/blog/b.md']);
  });
});
