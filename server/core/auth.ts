/**
 * The editor's GitHub sign-in (Decap CMS at /admin, docs/admin.md): the OAuth exchange Decap's GitHub
 * backend needs, served by the forms core itself, so no third party (Netlify's helper, a separate worker)
 * holds the OAuth app's secret.
 *
 * Decap (decap-cms-lib-auth, netlify-auth.js) opens a popup at `${base_url}/api/auth?provider=github&…`;
 * we send it on to GitHub with a random `state` kept in a short-lived cookie; GitHub comes back to
 * /api/auth/callback with a code, which we exchange for a token; the callback page then speaks Decap's
 * postMessage protocol with the editor that opened it:
 *
 *   popup  → opener  "authorizing:github"                       (Decap accepts it only from base_url)
 *   opener → popup   "authorizing:github"                       (the echo; we accept it only from the site)
 *   popup  → opener  "authorization:github:success:{"token":…,"provider":"github"}"  (or ":error:{…}")
 *
 * Every message goes to the site's own origin, never "*": a page elsewhere that opened the popup gets
 * nothing. Web Crypto and fetch only (runs on Node and on Workers).
 */
import type { ApiContext } from '@/server/core/context';
import { escapeHtml } from '@/server/core/http';
import { newToken } from '@/server/core/tokens';

/** The OAuth app the owner registers on GitHub (server/config.ts reads it from the environment). */
export type GithubOAuthOptions = {
  clientId: string;
  clientSecret: string;
  /** GitHub's origin: https://github.com, or a stand-in in tests (GITHUB_OAUTH_URL). */
  baseUrl: string;
};

export const AUTH_PATH = '/api/auth';
export const CALLBACK_PATH = '/api/auth/callback';

/** Holds the `state` between the redirect to GitHub and the callback; only /api/auth/* ever sees it. */
export const STATE_COOKIE = 'decap_oauth_state';
/** Long enough to sign in on GitHub (a password, a second factor), short enough to go stale soon. */
const STATE_MAX_AGE_S = 600;
/** GitHub answers the token exchange in well under a second; past this the popup says so. */
const EXCHANGE_TIMEOUT_MS = 10_000;

/** What Decap asks for: `backend.auth_scope`, else `public_repo` with open authoring, else `repo`. */
const SCOPES = new Set(['repo', 'public_repo']);

/** The variables that turn the sign-in on (named in the 503 and in docs/admin.md). */
export const AUTH_VARIABLES = ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'] as const;

/**
 * The texts of the pages a person sees in the popup. Both languages on one page: the popup is opened by
 * the editor, not by a page of the site, so there is no language to follow.
 */
const TEXT = {
  ro: {
    successTitle: 'Autentificare reușită',
    success: 'Autentificare reușită, fereastra se închide…',
    errorTitle: 'Autentificarea nu a reușit',
    retry: 'Închide această fereastră și încearcă din nou din editor (/admin).',
    noOpener:
      'Fereastra editorului nu mai este deschisă: închide această fereastră și autentifică-te din nou din /admin.',
    notConfiguredTitle: 'Autentificarea nu este configurată',
    notConfigured: `Autentificarea cu GitHub pentru editor nu este configurată pe acest server: setează ${AUTH_VARIABLES.join(' și ')} (docs/admin.md).`,
    badRequest: 'Cererea de autentificare nu este validă: se acceptă doar provider=github și scope=repo sau public_repo.',
    badState:
      'Cererea de autentificare a expirat sau nu a pornit din acest browser (parametrul state nu corespunde).',
    refused: (reason: string) => `GitHub a refuzat autentificarea (${reason}).`,
    exchange: (reason: string) => `GitHub nu a dat un token de acces (${reason}).`,
    unreachable: 'GitHub nu a putut fi contactat pentru token.',
  },
  en: {
    successTitle: 'Signed in',
    success: 'Signed in, this window is closing…',
    errorTitle: 'Sign-in failed',
    retry: 'Close this window and try again from the editor (/admin).',
    noOpener: 'The editor window is no longer open: close this window and sign in again from /admin.',
    notConfiguredTitle: 'Sign-in is not configured',
    notConfigured: `The editor's GitHub sign-in is not configured on this server: set ${AUTH_VARIABLES.join(' and ')} (docs/admin.md).`,
    badRequest: 'Invalid sign-in request: only provider=github and scope=repo or public_repo are accepted.',
    badState: 'The sign-in request expired or did not start in this browser (the state parameter does not match).',
    refused: (reason: string) => `GitHub refused the sign-in (${reason}).`,
    exchange: (reason: string) => `GitHub gave no access token (${reason}).`,
    unreachable: 'GitHub could not be reached for the token.',
  },
};

async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A value inside an inline script: JSON, with `<` escaped so no `</script>` or `<!--` can end it. */
function scriptValue(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Equal strings, compared in time that does not depend on where they first differ. */
function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

const STYLE =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a;line-height:1.6}' +
  'main{max-width:32rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgb(0 0 0 / .1)}' +
  'h1{margin-top:0;font-size:1.4rem}.error h1{color:#b91c1c}[lang=en]{color:#475569}';

/** Why there is no token, in both languages (Decap shows the Romanian one: the editor is in Romanian). */
export type Failure = { ro: string; en: string };
type Outcome = { token: string } | { error: Failure };

const failure = (key: 'badRequest' | 'badState' | 'unreachable'): Failure => ({ ro: TEXT.ro[key], en: TEXT.en[key] });
const failureWith = (key: 'refused' | 'exchange', reason: string): Failure => ({
  ro: TEXT.ro[key](reason),
  en: TEXT.en[key](reason),
});

/**
 * The callback's page: the handshake script with the message it hands over, and the same outcome in
 * words for the person watching the popup. Its own policy allows exactly its script and its style, by
 * hash; no opener policy, or the browser would cut the popup off from the editor.
 */
export async function callbackPage(
  status: number,
  outcome: Outcome,
  siteOrigin: string,
  clearCookie: string,
): Promise<Response> {
  const ok = 'token' in outcome;
  const message = ok
    ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: 'github' })}`
    : `authorization:github:error:${JSON.stringify({ message: outcome.error.ro })}`;
  const script = `(function () {
  var origin = ${scriptValue(siteOrigin)};
  var message = ${scriptValue(message)};
  var opener = window.opener;
  if (!opener) {
    document.getElementById('no-opener').hidden = false;
    return;
  }
  window.addEventListener('message', function answer(event) {
    if (event.origin !== origin || event.source !== opener || event.data !== 'authorizing:github') return;
    window.removeEventListener('message', answer);
    opener.postMessage(message, origin);
  });
  opener.postMessage('authorizing:github', origin);
})();`;
  const [scriptHash, styleHash] = await Promise.all([sha256Base64(script), sha256Base64(STYLE)]);
  const ro = TEXT.ro;
  const en = TEXT.en;
  const title = ok ? ro.successTitle : ro.errorTitle;
  const lines = ok
    ? `<p>${escapeHtml(ro.success)}</p>\n<p lang="en">${escapeHtml(en.success)}</p>`
    : `<p>${escapeHtml(outcome.error.ro)} ${escapeHtml(ro.retry)}</p>\n<p lang="en">${escapeHtml(outcome.error.en)} ${escapeHtml(en.retry)}</p>`;
  const html = `<!doctype html>
<html lang="ro">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="${ok ? 'ok' : 'error'}">
<h1>${escapeHtml(title)}</h1>
${lines}
<p id="no-opener" hidden>${escapeHtml(ro.noOpener)}<br><span lang="en">${escapeHtml(en.noOpener)}</span></p>
</main>
<script>${script}</script>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The URL carries the one-time code: never pass it on.
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${scriptHash}'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      // Explicitly none (the host's default is same-origin): the popup must keep its opener.
      'Cross-Origin-Opener-Policy': 'unsafe-none',
      'Set-Cookie': clearCookie,
    },
  });
}

/** The two routes, over the host's options (the OAuth app, the site's and the service's origins). */
export function createAuthHandlers({ options }: Pick<ApiContext, 'options'>) {
  const siteOrigin = new URL(options.siteUrl).origin;
  const publicOrigin = new URL(options.publicUrl).origin;
  const redirectUri = `${publicOrigin}${CALLBACK_PATH}`;
  const secure = publicOrigin.startsWith('https:') ? '; Secure' : '';
  const cookie = (value: string, maxAge: number) =>
    `${STATE_COOKIE}=${value}; Max-Age=${maxAge}; Path=${AUTH_PATH}; HttpOnly; SameSite=Lax${secure}`;
  const clearCookie = cookie('', 0);

  /** Unset id or secret: a clear answer naming the variables, a page for a browser (the popup). */
  function notConfigured(request: Request): Response {
    options.log(`503 ${AUTH_PATH}: the editor's sign-in is not configured (${AUTH_VARIABLES.join(', ')})`);
    const headers = { 'Cache-Control': 'no-store', 'Cross-Origin-Opener-Policy': 'unsafe-none' };
    if (!/\btext\/html\b/.test(request.headers.get('accept') ?? '')) {
      return Response.json(
        { message: TEXT.en.notConfigured, mesaj: TEXT.ro.notConfigured, variables: AUTH_VARIABLES },
        { status: 503, headers },
      );
    }
    const html = `<!doctype html>
<html lang="ro">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>${escapeHtml(TEXT.ro.notConfiguredTitle)}</title>
</head>
<body>
<h1>${escapeHtml(TEXT.ro.notConfiguredTitle)}</h1>
<p>${escapeHtml(TEXT.ro.notConfigured)}</p>
<p lang="en">${escapeHtml(TEXT.en.notConfigured)}</p>
</body>
</html>
`;
    return new Response(html, {
      status: 503,
      headers: {
        ...headers,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      },
    });
  }

  /** GET /api/auth: on to GitHub's consent page, with a fresh state in a cookie only we can read. */
  async function handleStart(request: Request): Promise<Response> {
    const github = options.githubOAuth;
    if (!github) return notConfigured(request);
    const query = new URL(request.url).searchParams;
    const provider = query.get('provider') ?? 'github';
    const scope = query.get('scope') ?? 'repo';
    if (provider !== 'github' || !SCOPES.has(scope)) {
      return callbackPage(400, { error: failure('badRequest') }, siteOrigin, clearCookie);
    }
    const state = newToken();
    const authorize = new URL('/login/oauth/authorize', github.baseUrl);
    authorize.search = new URLSearchParams({
      client_id: github.clientId,
      redirect_uri: redirectUri,
      scope,
      state,
    }).toString();
    return new Response(null, {
      status: 302,
      headers: {
        Location: authorize.href,
        'Set-Cookie': cookie(state, STATE_MAX_AGE_S),
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
        'Cross-Origin-Opener-Policy': 'unsafe-none',
      },
    });
  }

  /** The code for a token, at GitHub's token URL; the reason in words when there is none. */
  async function exchange(github: GithubOAuthOptions, code: string): Promise<Outcome> {
    let answer: { access_token?: unknown; error?: unknown; error_description?: unknown };
    try {
      const response = await fetch(new URL('/login/oauth/access_token', github.baseUrl), {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: github.clientId,
          client_secret: github.clientSecret,
          code,
          redirect_uri: redirectUri,
        }).toString(),
        signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      answer = (await response.json()) as typeof answer;
    } catch (error) {
      options.log(`${CALLBACK_PATH}: token exchange failed: ${(error as Error)?.message ?? String(error)}`);
      return { error: failure('unreachable') };
    }
    if (typeof answer.access_token === 'string' && answer.access_token) return { token: answer.access_token };
    // GitHub answers 200 with {error, error_description} for a bad or used code, a wrong secret.
    const reason = typeof answer.error === 'string' ? answer.error : 'no access_token';
    options.log(`${CALLBACK_PATH}: GitHub gave no token: ${reason}`);
    return { error: failureWith('exchange', reason) };
  }

  /**
   * GET /api/auth/callback?code&state: the state must be the one in our cookie (else this is not the
   * sign-in this browser started: no exchange at all), then the code becomes a token for the editor.
   */
  async function handleCallback(request: Request): Promise<Response> {
    const github = options.githubOAuth;
    if (!github) return notConfigured(request);
    const query = new URL(request.url).searchParams;
    const state = query.get('state') ?? '';
    const expected = cookieValue(request, STATE_COOKIE) ?? '';
    if (!state || !expected || !sameSecret(state, expected)) {
      options.log(`400 ${CALLBACK_PATH}: state ${expected ? 'does not match' : 'cookie missing'}`);
      return callbackPage(400, { error: failure('badState') }, siteOrigin, clearCookie);
    }
    // GitHub's own error code (access_denied when the owner cancels): shown, so kept to its alphabet.
    const refused = query.get('error')?.replace(/[^\w.-]/g, '').slice(0, 60);
    if (refused) return callbackPage(403, { error: failureWith('refused', refused) }, siteOrigin, clearCookie);
    const code = query.get('code');
    if (!code) return callbackPage(400, { error: failure('badRequest') }, siteOrigin, clearCookie);
    const outcome = await exchange(github, code);
    return callbackPage('token' in outcome ? 200 : 502, outcome, siteOrigin, clearCookie);
  }

  return { handleStart, handleCallback };
}
