import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FieldErrors } from '@/lib/forms/schemas';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const data = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Length', Buffer.byteLength(data));
  res.end(data);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export type Page = {
  title: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[];
  /** A list under the paragraphs, e.g. the fields to correct. */
  list?: string[];
  links: { href: string; label: string }[];
  tone?: 'ok' | 'error';
};

/**
 * A small stand-alone Romanian page, for the links in e-mails and for forms posted without JavaScript.
 * No scripts, no external resources, so it gets the strictest Content-Security-Policy.
 */
export function sendPage(
  res: ServerResponse,
  status: number,
  page: Page,
  siteName: string,
  headers: Record<string, string> = {},
): void {
  const accent = page.tone === 'error' ? '#b91c1c' : '#1d4ed8';
  const html = `<!doctype html>
<html lang="ro">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | ${escapeHtml(siteName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a;line-height:1.6}
main{max-width:34rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgb(0 0 0 / .1)}
h1{margin-top:0;font-size:1.5rem;color:${accent}}
a{color:#1d4ed8;font-weight:600}
a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${page.list?.length ? `<ul>${page.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : ''}
<p>${page.links.map((l) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a>`).join(' · ')}</p>
</main>
</body>
</html>
`;
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  // The page's URL may carry a token: never pass it on.
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Length', Buffer.byteLength(html));
  res.end(html);
}

/** A plain HTML form post (no JavaScript) gets a page back; everything else gets JSON. */
export function wantsHtml(req: IncomingMessage, kind: 'json' | 'form' | null): boolean {
  return kind === 'form' && /\btext\/html\b/.test(String(req.headers.accept ?? ''));
}

export type ApiError = {
  status: number;
  message: string;
  errors?: FieldErrors;
  headers?: Record<string, string>;
};
