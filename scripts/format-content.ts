/**
 * `npm run format:content`: writes every data file under content/ in the form the editor at /admin
 * writes it (lib/data/decap-yaml.ts), so the next change made there is a diff of exactly the lines that
 * changed. With --check it writes nothing and lists the files that differ (exit 1).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { cmsConfig } from '../lib/cms/config';
import { decapYaml } from '../lib/data/decap-yaml';

/** Each data file the editor edits, with its form's top-level fields in order. */
export function editorDataFiles(): { file: string; fieldOrder: string[] }[] {
  const config = cmsConfig({ repo: 'owner/site' });
  return config.collections.flatMap((collection) =>
    (collection.files ?? []).map((entry) => ({ file: entry.file, fieldOrder: entry.fields.map((f) => f.name) })),
  );
}

/** The file's text as the editor would write it back unchanged. */
export function editorForm(text: string, fieldOrder: readonly string[]): string {
  return decapYaml(parse(text) as Record<string, unknown>, fieldOrder);
}

function main(argv: string[]) {
  const check = argv.includes('--check');
  const root = process.cwd();
  const differ: string[] = [];
  for (const { file, fieldOrder } of editorDataFiles()) {
    const full = path.join(root, file);
    const text = fs.readFileSync(full, 'utf8');
    const form = editorForm(text, fieldOrder);
    if (form === text) continue;
    differ.push(file);
    if (!check) fs.writeFileSync(full, form);
  }
  if (check && differ.length > 0) {
    console.error(`Not in the editor's form (run npm run format:content):\n${differ.map((f) => `  ${f}`).join('\n')}`);
    process.exit(1);
  }
  if (!check) console.log(differ.length ? `format:content: rewrote ${differ.join(', ')}` : 'format:content: every data file is in the editor’s form');
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
