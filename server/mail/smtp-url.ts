/**
 * SMTP_URL, checked the same way on both hosts (the Node server at start, the Worker before it sends,
 * `npm run setup`, `npm run mail:test` and `npm run deploy:cloudflare` before they use it), with what is
 * wrong in Romanian and never the password. Runtime-neutral: WHATWG URL only.
 *
 * Accepted: smtps://user:pass@host[:465] (implicit TLS), smtp://user:pass@host[:587] (STARTTLS), and the
 * same without credentials (a relay that trusts the sender's address: smtp://relay.lan:25, a local sink).
 * The characters that end or split a URL part must be written %-encoded inside the user or the password:
 * # → %23, / → %2F, ? → %3F, @ → %40, : → %3A (in the user), % → %25.
 */

export type SmtpUrlCheck = { ok: true; url: URL } | { ok: false; problem: string };

const EXAMPLE = 'smtps://utilizator:parola@smtp.firma.ro:465 sau smtp://utilizator:parola@smtp.firma.ro:587';

/** `smtps://ana%40firma.ro:***@smtp.firma.ro:465`: the URL as it may be shown (no password). */
export function redactSmtpUrl(raw: string): string {
  return raw.replace(/^([a-z][\w+.-]*:\/\/[^/?#@:]*):[^@]*@/i, '$1:***@');
}

/** The userinfo as written (before the last `@` that precedes the host), or undefined when there is none. */
function userInfo(raw: string): string | undefined {
  const rest = raw.replace(/^[a-z][\w+.-]*:\/\//i, '');
  const at = rest.lastIndexOf('@');
  return at === -1 ? undefined : rest.slice(0, at);
}

export function checkSmtpUrl(raw: string): SmtpUrlCheck {
  const text = raw.trim();
  const scheme = /^([a-z][\w+.-]*):\/\//i.exec(text)?.[1]?.toLowerCase();
  if (!scheme) return { ok: false, problem: `SMTP_URL nu este adresa unui server de e-mail. Scrie-o așa: ${EXAMPLE}.` };
  if (scheme !== 'smtp' && scheme !== 'smtps')
    return { ok: false, problem: `SMTP_URL începe cu „${scheme}://”: folosește smtps:// (portul 465) sau smtp:// (portul 587).` };
  const info = userInfo(text) ?? '';
  for (const [char, code] of [
    ['#', '%23'],
    ['?', '%3F'],
    ['/', '%2F'],
  ] as const)
    if (info.includes(char) || (char === '#' && text.includes('#')))
      return {
        ok: false,
        problem: `SMTP_URL: parola (sau numele de utilizator) conține „${char}”, care într-o adresă trebuie scris ${code}. Scrie-l ${code} în SMTP_URL (ori rulează npm run setup, care o scrie corect).`,
      };
  if (/%(?![0-9a-f]{2})/i.test(info))
    return {
      ok: false,
      problem: 'SMTP_URL: parola (sau numele de utilizator) conține „%”, care într-o adresă trebuie scris %25. Scrie-l %25 în SMTP_URL (ori rulează npm run setup).',
    };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: `SMTP_URL nu poate fi citită (verifică serverul și portul). Scrie-o așa: ${EXAMPLE}.` };
  }
  if (!url.hostname) return { ok: false, problem: `SMTP_URL nu are serverul (de exemplu smtp.firma.ro). Scrie-o așa: ${EXAMPLE}.` };
  if (url.pathname && url.pathname !== '/')
    return { ok: false, problem: `SMTP_URL are ceva după server („${url.pathname}”): adresa se termină cu serverul și portul. Scrie-o așa: ${EXAMPLE}.` };
  if (url.username && !url.password)
    return { ok: false, problem: 'SMTP_URL are numele de utilizator, dar nu și parola: scrie utilizator:parola@ înaintea serverului.' };
  if (!url.username && url.password)
    return { ok: false, problem: 'SMTP_URL are parola, dar nu și numele de utilizator: scrie utilizator:parola@ înaintea serverului.' };
  return { ok: true, url };
}
