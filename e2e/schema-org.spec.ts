import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { allPages } from '../lib/pages';
import { expect, isMobile, test } from './fixtures';

const OUT = path.join(process.cwd(), 'out');

/** Every page the site lists, plus the 404 page, as the built files. */
function htmlFiles(): string[] {
  return [...allPages().map(({ path: route }) => path.join(OUT, `${route === '/' ? '/index' : route}.html`)), path.join(OUT, '404.html')];
}

/**
 * The JSON-LD the build wrote, checked against schema.org's vocabulary: schema-dts is generated from
 * schema.org's definitions, so an object literal typed `WithContext<Thing>` fails to compile for an
 * unknown type, a property its type does not have, or a value of the wrong kind. This checks the
 * output, whatever code produced it.
 */
test('every JSON-LD block of every page validates against schema.org types', async ({ page }) => {
  test.skip(isMobile(page), 'checks the build output once');
  test.setTimeout(120_000);
  // One entry per distinct top-level object (a script may hold an array of them), with the first page it is on.
  const blocks = new Map<string, string>();
  for (const file of htmlFiles()) {
    const html = fs.readFileSync(file, 'utf8');
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      const parsed: unknown = JSON.parse(json!);
      for (const block of Array.isArray(parsed) ? parsed : [parsed]) {
        const text = JSON.stringify(block);
        if (!blocks.has(text)) blocks.set(text, path.relative(OUT, file));
      }
    }
  }
  const types = new Set([...blocks.keys()].map((json) => (JSON.parse(json) as { '@type': string })['@type']));
  expect([...types].sort()).toEqual(['BlogPosting', 'BreadcrumbList', 'CreativeWork', 'FAQPage', 'Person', 'ProfessionalService']);

  const entries = [...blocks.entries()];
  const source = [
    "import type { Thing, WithContext } from 'schema-dts';",
    ...entries.map(([json], i) => `export const block${i}: WithContext<Thing> = ${json};`),
  ].join('\n');
  const fileName = path.join(process.cwd(), 'e2e', '__jsonld-check.ts');
  const host = ts.createCompilerHost({});
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (path.resolve(name) === fileName ? source : readFile(name));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === fileName || fileExists(name);
  const program = ts.createProgram({
    rootNames: [fileName],
    options: { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true, types: [] },
    host,
  });
  const problems = ts.getPreEmitDiagnostics(program).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
    const where = line >= 1 ? entries[line - 1]![1] : '?';
    return `${where}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n').slice(0, 400)}`;
  });
  expect(blocks.size).toBeGreaterThan(40);
  expect(problems).toEqual([]);
});
