/**
 * The "cloudflare" projects' target, shared by their specs and workers: one `npm run preview:cloudflare`
 * (wrangler dev, workerd, a local D1) with one SMTP sink, both started by e2e/cloudflare-setup.ts in
 * Playwright's main process. The workers reach them through the environment: the e-mails the sink got
 * are files in E2E_CF_MAIL_DIR, the local D1 is a SQLite file under E2E_CF_DATA_DIR (read-only here).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { TestInfo } from '@playwright/test';
import { parseMail, type ReceivedMail } from '../server/testing';

/** The projects that run against the Worker. */
export const isCloudflare = (info: Pick<TestInfo, 'project'>) => info.project.name.startsWith('cloudflare');

/** The preview's origin (the port is fixed by playwright.config.ts, before any worker starts). */
export const cloudflareOrigin = () => `http://127.0.0.1:${process.env.E2E_CF_PORT}`;

function dir(name: 'E2E_CF_MAIL_DIR' | 'E2E_CF_DATA_DIR'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (e2e/cloudflare-setup.ts starts the preview)`);
  return value;
}

/** What the shared sink received so far, as the forms spec reads an in-process sink. */
export const cloudflareSink = {
  get messages(): ReceivedMail[] {
    const folder = dir('E2E_CF_MAIL_DIR');
    return fs
      .readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => {
        const { rcpt, raw } = JSON.parse(fs.readFileSync(path.join(folder, f), 'utf8')) as {
          rcpt: string[];
          raw: string;
        };
        return parseMail(raw, rcpt);
      });
  },
  async waitFor(count: number, filter: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.filter(filter);
      if (found.length >= count) return found;
      if (Date.now() > deadline)
        throw new Error(`expected ${count} e-mails, got ${found.length} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
  },
};

/** The local D1's SQLite file (miniflare keeps one per database id). */
export function d1File(): string {
  const folder = path.join(dir('E2E_CF_DATA_DIR'), 'cloudflare', 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = fs.readdirSync(folder).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 database in ${folder}`);
  return path.join(folder, file);
}

/** A query on the local D1, read-only, beside workerd (SQLite's WAL lets both in). */
export function queryD1<T>(sql: string, params: unknown[]): T[] {
  const handle = new Database(d1File(), { readonly: true, fileMustExist: true });
  try {
    return handle.prepare(sql).all(...params) as T[];
  } finally {
    handle.close();
  }
}
