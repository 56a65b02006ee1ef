/**
 * The Cloudflare target for real: `npm run preview:cloudflare` (wrangler dev, workerd, a local D1 in a
 * fresh folder) started once, with the SMTP sink the forms tests use (AUTH off: worker-mailer
 * authenticates whenever it is offered). Slow to start (≈ 20–60 s: the D1 migrations, then wrangler
 * dev), so one preview serves every test here; the out/ build must exist (npm test builds first).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cronDue, envFileText, readJsonc, WORKER_VARIABLES } from '@/scripts/preview-cloudflare';
import { freePort, startSmtpSink, VALID_LEAD, type SmtpSink } from '@/server/testing';

const ROOT = path.resolve(import.meta.dirname, '..');
const built = fs.existsSync(path.join(ROOT, 'out', 'index.html'));

describe('preview:cloudflare helpers', () => {
  it('passes the Worker every variable server/core/config.ts reads, and nothing else', () => {
    const source = fs.readFileSync(path.join(ROOT, 'server', 'core', 'config.ts'), 'utf8');
    const read = new Set(
      [...source.matchAll(/env\.([A-Z][A-Z0-9_]+)|\(env, '([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1] ?? m[2]),
    );
    expect([...WORKER_VARIABLES].sort()).toEqual([...read].sort());
    expect(
      envFileText({ SMTP_URL: ' smtp://a:b#c@h:465 ', HOME: '/root', MAIL_FROM: 'Site "X" <a@b.ro>' }),
    ).toBe('SMTP_URL="smtp://a:b#c@h:465"\nMAIL_FROM="Site \\"X\\" <a@b.ro>"');
  });

  it('fires a cron at the minutes it names (UTC)', () => {
    const at = (iso: string) => new Date(iso);
    expect(cronDue('* * * * *', at('2026-11-25T10:17:00Z'))).toBe(true);
    expect(cronDue('0 3 * * *', at('2026-11-25T03:00:00Z'))).toBe(true);
    expect(cronDue('0 3 * * *', at('2026-11-25T03:01:00Z'))).toBe(false);
    expect(cronDue('*/15 8-18 * * 1-5', at('2026-11-25T08:45:00Z'))).toBe(true);
    expect(cronDue('*/15 8-18 * * 1-5', at('2026-11-29T08:45:00Z'))).toBe(false);
    const crons = (readJsonc(path.join(ROOT, 'wrangler.jsonc')).triggers as { crons: string[] }).crons;
    expect(crons).toEqual(['* * * * *', '0 3 * * *']);
  });
});

describe.skipIf(!built)('the site and the forms on the Worker (wrangler dev, local D1)', () => {
  let preview: ChildProcess | undefined;
  let sink: SmtpSink | undefined;
  let sinkPort = 0;
  let dataDir = '';
  let origin = '';
  let log = '';

  /** What the local D1 holds, read the way an owner would: `wrangler d1 execute --local --json`. */
  function d1<T>(sql: string): T[] {
    const result = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
        'd1',
        'execute',
        'forms',
        '--local',
        '--persist-to',
        path.join(dataDir, 'cloudflare'),
        '--json',
        '--command',
        sql,
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' } },
    );
    if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr}`);
    return (JSON.parse(result.stdout) as { results: T[] }[])[0]!.results;
  }

  /** A contact form post as a script sends it; the preview's log comes with a failure. */
  async function postLead(name: string, email: string, address: string): Promise<Response> {
    try {
      return await fetch(`${origin}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address },
        body: JSON.stringify({ ...VALID_LEAD, name, email }),
      });
    } catch (error) {
      throw new Error(`POST /api/contact failed: ${(error as Error).message}\n${log.slice(-4000)}`, {
        cause: error,
      });
    }
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-cloudflare-'));
    sink = await startSmtpSink(0, { auth: false });
    sinkPort = sink.port;
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    preview = spawn(process.execPath, ['--import', 'tsx', 'scripts/preview-cloudflare.ts', '--no-build'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PREVIEW_PORT: String(port),
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${sinkPort}`,
        PUBLIC_URL: origin,
        MIN_FILL_MS: '0',
        RATE_LIMIT_MAX: '1000',
        // A failed send is due again after a second, so the next cron (not the backoff) decides.
        OUTBOX_RETRY_BASE_MS: '1000',
        OUTBOX_RETRY_MAX_MS: '2000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    preview.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    preview.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      if (preview.exitCode !== null)
        throw new Error(`preview:cloudflare exited ${preview.exitCode}:\n${log}`);
      const up = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`preview:cloudflare did not answer within 150 s:\n${log}`);
  }, 180_000);

  afterAll(async () => {
    if (preview && preview.exitCode === null) {
      const exited = new Promise((resolve) => preview!.once('exit', resolve));
      preview.kill('SIGTERM');
      await exited;
    }
    await sink?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('serves the pages with their _headers policy (every inline script allowed by its hash)', async () => {
    for (const page of ['/', '/about']) {
      const response = await fetch(`${origin}${page}`);
      expect(response.status, page).toBe(200);
      const html = await response.text();
      const policies = response.headers.get('content-security-policy') ?? '';
      // The base policy of "/*" and the page's own (both enforced).
      expect(policies).toContain("frame-ancestors 'none'");
      const scriptSrc = /script-src ([^;]+)/.exec(policies)?.[1] ?? '';
      expect(scriptSrc, page).toContain("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline.length, page).toBeGreaterThan(0);
      for (const code of inline)
        expect(scriptSrc).toContain(`'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('redirects /about.html and /about/ to the clean URL (Cloudflare: 307)', async () => {
    for (const from of ['/about.html', '/about/']) {
      const response = await fetch(`${origin}${from}`, { redirect: 'manual' });
      expect(response.status, from).toBe(307);
      expect(response.headers.get('location')).toBe('/about');
    }
  });

  it('answers unknown paths, /404 and /_not-found with the 404 page in the path’s language and status 404', async () => {
    for (const [page, lang, title] of [
      ['/nope', 'ro', 'Pagina nu a fost găsită'],
      ['/blog/nu-exista', 'ro', 'Pagina nu a fost găsită'],
      ['/en/nope', 'en', 'Page not found'],
      ['/404', 'ro', 'Pagina nu a fost găsită'],
      ['/404.html', 'ro', 'Pagina nu a fost găsită'],
      ['/en/404', 'en', 'Page not found'],
      ['/_not-found', 'ro', 'Pagina nu a fost găsită'],
    ] as const) {
      const response = await fetch(`${origin}${page}`, { redirect: 'manual' });
      expect(response.status, page).toBe(404);
      const html = await response.text();
      expect(html, page).toContain(`<html lang="${lang}"`);
      expect(html, page).toContain(title);
      expect(response.headers.get('content-security-policy'), page).toContain("script-src 'self'");
    }
    expect((await fetch(`${origin}/_headers`)).status).toBe(404);
  });

  it('answers /api/health with the D1 engine and the security headers; CORS only for the site’s origin', async () => {
    const response = await fetch(`${origin}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      engine: 'd1',
      mail: { smtp: 'configured' },
    });
    for (const [name, value] of Object.entries({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
    }))
      expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    // Plain HTTP: no HSTS.
    expect(response.headers.get('strict-transport-security')).toBeNull();

    const preflight = await fetch(`${origin}/api/contact`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://www.studiocreativ.ro', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://www.studiocreativ.ro');
    expect(preflight.headers.get('x-content-type-options')).toBe('nosniff');
    const foreign = await fetch(`${origin}/api/health`, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a newsletter link with a bad token with a 404 page in the site’s look', async () => {
    const response = await fetch(`${origin}/api/newsletter/confirm?token=${'x'.repeat(43)}`, {
      headers: { Accept: 'text/html' },
    });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1\b[^>]*>Linkul nu mai este valid<\/h1>/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\//);
    expect(html).toContain('Studio Creativ SRL');
    expect(html).not.toContain('<script');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'none'");
  });

  it('stores a contact post in D1 and mails the owner and the visitor right after the 201', async () => {
    const email = `ana-${Date.now().toString(36)}@firma.ro`;
    const response = await postLead('Ana Ionescu', email, '203.0.113.7');
    expect(response.status, log).toBe(201);
    expect(
      d1<{ name: string; services: string }>(`SELECT name, services FROM leads WHERE email = '${email}'`),
    ).toEqual([{ name: 'Ana Ionescu', services: JSON.stringify(VALID_LEAD.services) }]);
    const [toOwner] = await sink!.waitFor(1, (m) => m.header('reply-to')?.includes(email) ?? false, 20_000);
    expect(toOwner!.rcpt).toEqual(['contact@studiocreativ.ro']);
    expect(toOwner!.header('subject')).toBe('Cerere nouă de ofertă: Ana Ionescu');
    const [reply] = await sink!.waitFor(1, (m) => m.rcpt.includes(email), 20_000);
    expect(reply!.header('auto-submitted')).toBe('auto-replied');
    expect(reply!.text).not.toContain('Ana');
  }, 60_000);

  it('keeps the e-mails while SMTP is down and sends them at the next cron, with no new request', async () => {
    await sink!.close();
    const email = `mihai-${Date.now().toString(36)}@firma.ro`;
    const response = await postLead('Mihai Georgescu', email, '203.0.113.8');
    expect(response.status).toBe(201);
    // The send right after the answer failed (nothing listens): both wait in the outbox.
    await new Promise((r) => setTimeout(r, 3000));
    const pending = d1<{ kind: string }>(
      `SELECT o.kind FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.email = '${email}' AND o.sent_at IS NULL ORDER BY o.kind`,
    );
    expect(pending.map((r) => r.kind)).toEqual(['lead-autoreply', 'lead-owner']);
    sink = await startSmtpSink(sinkPort, { auth: false });
    // The preview fires "* * * * *" at the start of the next minute.
    const mails = await sink.waitFor(2, (m) => m.raw.includes(email), 75_000);
    expect(mails.map((m) => m.rcpt[0]).sort()).toEqual(['contact@studiocreativ.ro', email].sort());
  }, 120_000);
});
