import { describe, expect, it } from 'vitest';
import { previewLine } from './preview-cloudflare';

/** npm run preview:cloudflare prints one screen: wrangler's tables, banners and our own known warnings stay off it. */
describe('previewLine', () => {
  it.each([
    ['┌──────────────────────────────┬────────┐'],
    ['│ 0001_leads_outbox_subscribers.sql │ ✅ │'],
    ['▲ [WARNING] Found a _redirects file in out: redirects are handled by the Worker'],
    ['✘ [ERROR] TypeError: Request.cf is not available offline'],
    ['    at Object.fetch (worker/index.ts:140:12)'],
    [' ⛅️ wrangler 4.86.0'],
    ['Your Worker has access to the following bindings:'],
    ['[wrangler:info] Ready on http://127.0.0.1:8787'],
    ['[wrangler:info] GET /api/health 200 OK (4ms)'],
    ['Binding                                          Resource                  Mode'],
    ['Error: getaddrinfo ENOTFOUND workers.cloudflare.com'],
    ['[wrangler:warn] Found 1 invalid redirect rule:'],
    ['▶︎ Valid status codes are 200, 301, 302 (default), 303, 307, or 308. Got 404.'],
  ])('drops %s', (line) => {
    expect(previewLine(line)).toBeNull();
  });

  it('keeps the Worker’s own log lines and real errors', () => {
    expect(previewLine('outbox: SMTP send failed, will retry with backoff: connect ECONNREFUSED')).toBe(
      'outbox: SMTP send failed, will retry with backoff: connect ECONNREFUSED',
    );
    expect(previewLine('✘ [ERROR] Could not resolve "worker/site.generated.json"')).toBe('✘ [ERROR] Could not resolve "worker/site.generated.json"');
  });
});
