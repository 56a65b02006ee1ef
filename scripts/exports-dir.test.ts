import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EXPORTS_DIR, exportPath } from './exports-dir';

/**
 * Lead data never lands in git: every file the lead commands write by default, and where the docs tell an
 * owner to put backups, is ignored by the project's .gitignore (a "commit all" publishes none of it).
 */
const WRITTEN = [
  // npm run leads -- --out leads.csv, and the same by hand at the root
  exportPath('leads.csv'),
  'leads.csv',
  'leads-2026-11.csv',
  // npm run gdpr -- export ana@firma.ro (the JSON and the document), and by hand at the root
  `${EXPORTS_DIR}/gdpr-ana-firma-ro-2026-11-27.json`,
  `${EXPORTS_DIR}/gdpr-ana-firma-ro-2026-11-27.txt`,
  'gdpr-ana.json',
  // the SQLite store, its companions, and docs/forms.md's backup recipe
  'data/forms.db',
  'data/forms.db-wal',
  'backups/forms-2026-11-27.db',
  'forms.db',
  'forms.db-shm',
  // the local Cloudflare preview's D1 copy
  'data/cloudflare/v3/d1/miniflare-D1DatabaseObject/x.sqlite',
];

describe('.gitignore keeps lead data out of git', () => {
  it('a bare --out name goes into the ignored exports/ folder; a path with a folder is kept as given', () => {
    expect(exportPath('leads.csv')).toBe('exports/leads.csv');
    expect(exportPath('/tmp/leads.csv')).toBe('/tmp/leads.csv');
  });

  it.each(WRITTEN)('git check-ignore %s', (file) => {
    const result = spawnSync('git', ['check-ignore', '--no-index', '-q', file], { encoding: 'utf8' });
    expect(result.status, `${file} is not ignored by git`).toBe(0);
  });

  it('ignores nothing the project needs', () => {
    const result = spawnSync('git', ['check-ignore', '--no-index', 'content/site.yaml', 'scripts/leads.ts', 'migrations/d1/0001_leads_outbox_subscribers.sql'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
  });
});
