/**
 * Answers as Web `Response`s, for the forms core that both hosts run (server/app.ts on node:http, the
 * Worker on Cloudflare). No `node:` import here or below: only what every runtime has.
 */
import { buttonClass } from '@/components/ui/button-class';
import type { FormLocale } from '@/lib/forms/schemas';
import type { PageShell } from '@/server/core/page-shell';

export const utf8 = new TextEncoder();

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
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
  /**
   * One button that posts to `action` (a path on this server): the step a link in an e-mail must not
   * take by itself, since mail scanners open every link.
   */
  form?: { action: string; label: string };
  links: { href: string; label: string }[];
  tone?: 'ok' | 'error';
  /** Markup the service built itself, every value in it escaped (the booking form without JavaScript). */
  html?: string;
};

// No scripts at all; the site's stylesheet, font and images come from this server.
const SITE_LOOK_CSP =
  "default-src 'none'; script-src 'none'; style-src 'self'; font-src 'self'; img-src 'self' data:; manifest-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const PLAIN_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

// The site's own buttons, so the built stylesheet already has every class.
const PRIMARY = buttonClass({ variant: 'primary', size: 'lg' });
const OUTLINE = buttonClass({ variant: 'outline', size: 'lg' });

/** The content of <main> in the site's look, from the classes of the 404 page it replaces. */
export function siteLookMain(page: Page): string {
  const heading = page.tone === 'error' ? 'text-danger' : 'text-foreground';
  // The main action is filled; with a form, the button is the main action and links are secondary.
  const links = page.links
    .map(
      (link, i) =>
        `<a class="${i === 0 && !page.form ? PRIMARY : OUTLINE}" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`,
    )
    .join('');
  return [
    '<div class="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 flex flex-col items-center py-24 text-center sm:py-32">',
    `<h1 class="text-3xl font-bold text-balance sm:text-4xl ${heading}">${escapeHtml(page.title)}</h1>`,
    ...page.paragraphs.map(
      (p) => `<p class="text-muted-foreground mt-4 max-w-xl text-lg">${escapeHtml(p)}</p>`,
    ),
    page.list?.length
      ? `<ul class="mt-6 max-w-xl list-disc space-y-2 pl-5 text-left">${page.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : '',
    page.html ?? '',
    page.form
      ? `<form method="post" action="${escapeHtml(page.form.action)}" class="mt-8"><button type="submit" class="${PRIMARY}">${escapeHtml(page.form.label)}</button></form>`
      : '',
    links ? `<div class="mt-8 flex flex-wrap justify-center gap-3">${links}</div>` : '',
    '</div>',
  ].join('\n');
}

function plainPage(page: Page, siteName: string, language: FormLocale): string {
  const accent = page.tone === 'error' ? '#b91c1c' : '#1d4ed8';
  return `<!doctype html>
<html lang="${language}">
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
button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:999px;padding:.75rem 1.5rem;cursor:pointer}
a:focus-visible,button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${page.list?.length ? `<ul>${page.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : ''}
${page.html ?? ''}
${page.form ? `<form method="post" action="${escapeHtml(page.form.action)}"><button type="submit">${escapeHtml(page.form.label)}</button></form>` : ''}
<p>${page.links.map((l) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a>`).join(' · ')}</p>
</main>
</body>
</html>
`;
}

/**
 * A page written by the service itself, for the links in e-mails and for forms posted without
 * JavaScript: in the site's look when the host has the built site's shell, else a plain stand-alone
 * page. Neither runs a script, so both get a policy that allows none.
 */
export function htmlPage(
  status: number,
  page: Page,
  { siteName, shell, language, headers = {} }: {
    siteName: string;
    shell: PageShell | null;
    language: FormLocale;
    headers?: Record<string, string>;
  },
): Response {
  const title = `${escapeHtml(page.title)} | ${escapeHtml(siteName)}`;
  const html = shell
    ? `${shell.beforeTitle}${title}${shell.beforeMain}${siteLookMain(page)}${shell.end}`
    : plainPage(page, siteName, language);
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The page's URL may carry a token: never pass it on.
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': shell ? SITE_LOOK_CSP : PLAIN_CSP,
      ...headers,
    },
  });
}

/** A plain HTML form post (no JavaScript) gets a page back; everything else gets JSON. */
export function wantsHtml(request: Request, kind: 'json' | 'form' | null): boolean {
  return kind === 'form' && /\btext\/html\b/.test(request.headers.get('accept') ?? '');
}
