/**
 * The one e-mail rule: what the forms accept is exactly what the mailer can hand to an SMTP server
 * without SMTPUTF8. Used by the browser form, the server's schemas (lib/forms/schemas.ts) and the outbox
 * (server/mail/outbox.ts), so an address that passed the form is never refused later.
 */

// RFC 5321 §4.5.3.1: a local part of at most 64 octets, a path of at most 256 octets including the
// angle brackets, so 254 for the address itself.
export const MAX_LOCAL_LENGTH = 64;
export const MAX_EMAIL_LENGTH = 254;
const MAX_LABEL_LENGTH = 63;
// Longer input is refused before the IDN conversion runs on it (the request body limit bounds it too);
// generous because IDN mapping may drop characters (soft hyphens) and the ASCII form is what counts.
const MAX_INPUT_LENGTH = 4 * MAX_EMAIL_LENGTH;

// RFC 5322 dot-atom: atext runs separated by single dots, none leading or trailing. No quoted local
// parts and no non-ASCII ones: most servers and mail clients refuse them.
const DOT_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
// Characters the URL parser would read as something else than a host (a port, a path, a
// percent-escape it decodes), plus space and controls: refused before the conversion, never rewritten.
const NOT_IN_DOMAIN = /[\s\u0000-\u001f\u007f-\u009f%/\\?#@:[\]<>"'(),;]/;

export type EmailProblem = 'empty' | 'too-long' | 'local-too-long' | 'invalid';
export type EmailCheck = { ok: true; address: string } | { ok: false; problem: EmailProblem };

/**
 * The domain in its ASCII (punycode) form, lowercased, or null when it is no domain name. The WHATWG URL
 * parser does the IDNA conversion (UTS #46, the same as url.domainToASCII in Node) in the browser and on
 * the server alike, so both compute the same form.
 */
function asciiDomain(domain: string): string | null {
  if (domain === '' || NOT_IN_DOMAIN.test(domain)) return null;
  let host: string;
  try {
    host = new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
  const labels = host.split('.');
  // Two labels at least (no "ion@localhost"), each 1–63 characters without a leading or trailing
  // hyphen, and a top-level domain that is not all digits (no IP addresses, which the parser accepts).
  if (labels.length < 2 || !labels.every((label) => label.length <= MAX_LABEL_LENGTH && LABEL.test(label)))
    return null;
  if (/^[0-9]+$/.test(labels[labels.length - 1]!)) return null;
  return host;
}

/**
 * Checks an address as typed and gives its normal form: trimmed, the domain lowercased and in ASCII,
 * the local part kept as typed (only the receiving server may fold its case).
 */
export function checkEmail(input: string): EmailCheck {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (trimmed.length > MAX_INPUT_LENGTH) return { ok: false, problem: 'too-long' };
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return { ok: false, problem: 'invalid' };
  const local = trimmed.slice(0, at);
  if (!DOT_ATOM.test(local)) return { ok: false, problem: 'invalid' };
  if (local.length > MAX_LOCAL_LENGTH) return { ok: false, problem: 'local-too-long' };
  const domain = asciiDomain(trimmed.slice(at + 1));
  if (domain === null) return { ok: false, problem: 'invalid' };
  const address = `${local}@${domain}`;
  if (address.length > MAX_EMAIL_LENGTH) return { ok: false, problem: 'too-long' };
  return { ok: true, address };
}

/**
 * The form in which addresses are stored and compared (one auto-reply per recipient keys on it), or
 * null when the address breaks the rule. "Ion@Brașov.RO " → "Ion@xn--braov-h9b.ro".
 */
export function normalizeEmail(address: string): string | null {
  const checked = checkEmail(address);
  return checked.ok ? checked.address : null;
}

/**
 * For the mailer, before an address goes to SMTP: it follows the rule and is already in the form SMTP
 * takes (ASCII, no surrounding space). Every address the forms store passes.
 */
export function isDeliverableEmail(address: string): boolean {
  if (!/^[\x21-\x7e]+$/.test(address)) return false;
  const checked = checkEmail(address);
  return checked.ok && checked.address.toLowerCase() === address.toLowerCase();
}
