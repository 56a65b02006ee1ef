import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '@/server/db';
import {
  D1_MIGRATIONS_DIR,
  d1MigrationFiles,
  slug,
  staleFiles,
  writeD1Migrations,
} from '@/scripts/d1-migrations';

describe('D1 migration files (migrations/d1)', () => {
  it('are exactly what scripts/d1-migrations.ts writes from server/db.ts (regenerate after adding a migration)', () => {
    expect(staleFiles(), 'run: npx tsx scripts/d1-migrations.ts').toEqual([]);
  });

  it('one numbered file per migration, in order, each with its SQLite DDL', () => {
    const files = d1MigrationFiles();
    expect(files.map((f) => f.name.slice(0, 5))).toEqual(
      MIGRATIONS.map((m) => `${String(m.version).padStart(4, '0')}_`),
    );
    for (const [i, file] of files.entries()) {
      expect(file.name).toMatch(/^\d{4}_[a-z0-9_]+\.sql$/);
      // Every statement of the TypeScript migration is in the file (indentation aside).
      for (const line of MIGRATIONS[i]!.sqlite.split('\n')
        .map((l) => l.trim())
        .filter(Boolean))
        expect(file.text, file.name).toContain(line);
    }
    expect(fs.readdirSync(D1_MIGRATIONS_DIR).sort()).toEqual(files.map((f) => f.name).sort());
  });

  it('a migration added without regenerating is reported; writing brings the folder up to date', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'd1-migrations-'));
    try {
      writeD1Migrations(dir);
      const last = MIGRATIONS[MIGRATIONS.length - 1]!;
      const next = {
        ...last,
        version: last.version + 1,
        name: 'a new table',
        sqlite: 'CREATE TABLE t (id INTEGER);',
      };
      const files = d1MigrationFiles([...MIGRATIONS, next]);
      expect(staleFiles(dir, files)).toEqual([`${String(next.version).padStart(4, '0')}_a_new_table.sql`]);
      fs.appendFileSync(path.join(dir, files[0]!.name), '-- edited\n');
      expect(staleFiles(dir)).toEqual([files[0]!.name]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names files by whole words of the migration name', () => {
    expect(slug('leads, outbox, subscribers')).toBe('leads_outbox_subscribers');
    expect(slug('Ținte și fișiere')).toBe('tinte_si_fisiere');
    expect(slug('x'.repeat(10) + ' ' + 'y'.repeat(60))).toBe('x'.repeat(10));
  });
});
