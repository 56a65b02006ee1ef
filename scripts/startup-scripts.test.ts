import { describe, expect, it } from 'vitest';
import { chunksToHint } from './compile-hints';
import { deferStartupScripts, STARTUP_LOADER, startupPayload, startupScripts } from './startup-scripts';

const src = (url: string, attrs = 'async=""') => `<script src="${url}" ${attrs}></script>`;

/** The head and tail of a page as `next build` writes it (Turbopack, Next 16). */
const nextPage = [
  '<!DOCTYPE html><html lang="ro"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  src('/_next/static/chunks/react-dom.js'),
  src('/_next/static/chunks/turbopack-runtime.js'),
  '<title>Acasă</title>',
  src('/_next/static/chunks/polyfills.js', 'noModule=""'),
  '</head><body><main><h1>Acasă</h1></main>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":["static/chunks/page.js"]})</script>',
  src('/_next/static/chunks/page.js'),
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

describe('deferStartupScripts', () => {
  const deferred = deferStartupScripts(nextPage);

  it('replaces the async scripts and script preloads by the loader, right after the charset', () => {
    expect(deferred).not.toMatch(/<script src="[^"]+" async="">/);
    expect(deferred).not.toMatch(/<link[^>]*as="script"/);
    expect(deferred).toContain(
      `<head><meta charSet="utf-8"/><script data-startup="/_next/static/chunks/page.js /_next/static/chunks/react-dom.js /_next/static/chunks/turbopack-runtime.js">${STARTUP_LOADER}</script><meta name="viewport"`,
    );
    // Before the style sheet, so the parser never waits for the sheet to run it.
    expect(deferred.indexOf('data-startup')).toBeLessThan(deferred.indexOf('rel="stylesheet"'));
  });

  it('leaves everything else as it was', () => {
    const withoutLoader = deferred.replace(/<script data-startup="[^"]*">[^<]*<\/script>/, '');
    const withoutScripts = nextPage
      .replace(/<link rel="preload" as="script"[^>]*>/, '')
      .replace(/<script src="[^"]+" async=""><\/script>/g, '');
    expect(withoutLoader).toBe(withoutScripts);
    expect(deferred).toContain(src('/_next/static/chunks/polyfills.js', 'noModule=""'));
    expect(deferred).toContain('<script id="_R_">');
    expect(deferred).toContain('<link rel="preload" href="/_next/static/media/inter.woff2" as="font"');
  });

  it('lists the same scripts before and after, and does its work once', () => {
    expect(startupScripts(deferred).sort()).toEqual(startupScripts(nextPage).sort());
    expect(deferStartupScripts(deferred)).toBe(deferred);
    expect(chunksToHint([nextPage], () => 100_000).sort()).toEqual(
      chunksToHint([deferred], () => 100_000).sort(),
    );
  });

  it('leaves a page without startup scripts alone, and refuses one it cannot place the loader in', () => {
    const plain = '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body>Gata</body></html>';
    expect(deferStartupScripts(plain)).toBe(plain);
    expect(() => deferStartupScripts(`<html><head>${src('/a.js')}</head></html>`)).toThrow(/charSet/);
  });
});

describe('startupScripts', () => {
  it('lists same-origin script sources and the loaded ones in order, without noModule polyfills or inline scripts', () => {
    const html = [
      src('/_next/static/chunks/a.js'),
      src('/_next/static/chunks/polyfills.js', 'noModule=""'),
      '<script>self.__next_f.push([1,"x"])</script>',
      '<script data-startup="/_next/static/chunks/b.js /_next/static/chunks/c.js">(loader)</script>',
      src('https://elsewhere.example/d.js'),
    ].join('');
    expect(startupScripts(html)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ]);
  });
});

describe('STARTUP_LOADER in a browser-like environment', () => {
  type Entries = { getEntriesByName: (name: string) => unknown[] };
  type Element = { tag: string; src: string; async: boolean; rel?: string; as?: string; href?: string; onload?: () => void };
  function run({ hidden, paintTiming, payload = null }: { hidden: boolean; paintTiming: boolean; payload?: string | null }) {
    const added: string[] = [];
    const elements: Element[] = [];
    const listeners: Record<string, () => void> = {};
    const observers: {
      options: unknown;
      disconnected: boolean;
      callback: (list: Entries, o: unknown) => void;
    }[] = [];
    const document = {
      hidden,
      currentScript: {
        getAttribute: (name: string) =>
          name === 'data-startup' ? '/one.js /two.js' : name === 'data-payload' ? payload : null,
      },
      createElement: (tag: string) => ({ tag, src: '', async: false }),
      head: {
        appendChild: (element: Element) => {
          elements.push(element);
          added.push(
            element.tag === 'link'
              ? `link ${element.rel} ${element.as} ${element.href}`
              : `${element.tag} ${element.src}${element.async ? ' async' : ''}`,
          );
        },
      },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    };
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['navigation', 'paint'] : ['navigation'];
      record;
      constructor(callback: (list: Entries, o: unknown) => void) {
        this.record = { options: null as unknown, disconnected: false, callback };
        observers.push(this.record);
      }
      observe(options: unknown) {
        this.record.options = options;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    new Function('window', 'document', STARTUP_LOADER)({ PerformanceObserver }, document);
    const paint = (...names: string[]) => {
      const observer = observers[0]!;
      observer.callback(
        { getEntriesByName: (name) => names.filter((n) => n === name) },
        {
          disconnect: () => (observer.disconnected = true),
        },
      );
    };
    return { added, elements, listeners, observers, paint };
  }

  it('adds the scripts when the first contentful paint is reported, once', () => {
    const { added, listeners, observers, paint } = run({ hidden: false, paintTiming: true });
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options).toEqual({ type: 'paint', buffered: true });
    paint('first-paint');
    expect(added).toEqual([]);
    paint('first-contentful-paint');
    expect(added).toEqual(['script /one.js async', 'script /two.js async']);
    expect(observers[0]!.disconnected).toBe(true);
    listeners.visibilitychange!();
    expect(added).toHaveLength(2);
  });

  it('without paint timing, adds them at once, as the page did before', () => {
    const { added, observers } = run({ hidden: false, paintTiming: false });
    expect(added).toEqual(['script /one.js async', 'script /two.js async']);
    expect(observers).toHaveLength(0);
  });

  it('adds them when the page is hidden before its first paint', () => {
    const { added, listeners } = run({ hidden: false, paintTiming: true });
    listeners.visibilitychange!();
    expect(added).toEqual(['script /one.js async', 'script /two.js async']);
  });

  it('adds them at once in a background tab, which paints nothing', () => {
    const { added, observers } = run({ hidden: true, paintTiming: true });
    expect(added).toEqual(['script /one.js async', 'script /two.js async']);
    expect(observers).toHaveLength(0);
  });

  it('with a payload file, runs it first and preloads the chunks meanwhile, then adds them once it has run', () => {
    const { added, elements, paint } = run({ hidden: false, paintTiming: true, payload: '/_next/static/flight/p.js' });
    paint('first-contentful-paint');
    expect(added).toEqual([
      'script /_next/static/flight/p.js async',
      'link preload script /one.js',
      'link preload script /two.js',
    ]);
    elements[0]!.onload!();
    expect(added.slice(3)).toEqual(['script /one.js async', 'script /two.js async']);
  });

  it('when the payload fails to load, adds no chunk: the pre-rendered page stays as it is', () => {
    const { added, elements } = run({ hidden: true, paintTiming: true, payload: '/_next/static/flight/p.js' });
    expect(added).toHaveLength(3);
    expect(elements[0]!.onload).toBeTypeOf('function');
    expect(added.filter((a) => a.startsWith('script /one') || a.startsWith('script /two'))).toEqual([]);
  });
});

describe('deferStartupScripts with a payload file', () => {
  it('names the payload on the loader, and startupPayload reads it back', () => {
    const deferred = deferStartupScripts(nextPage, '/_next/static/flight/0123456789abcdef.js');
    expect(deferred).toContain(
      '/_next/static/chunks/turbopack-runtime.js" data-payload="/_next/static/flight/0123456789abcdef.js">',
    );
    expect(startupPayload(deferred)).toBe('/_next/static/flight/0123456789abcdef.js');
    expect(startupScripts(deferred).sort()).toEqual(startupScripts(nextPage).sort());
    expect(startupPayload(deferStartupScripts(nextPage))).toBeNull();
    expect(() => deferStartupScripts(nextPage, '/a b.js')).toThrow(/unexpected URL/);
  });
});
