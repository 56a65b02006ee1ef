/**
 * No log line, on either host, shows a password or a token. Both hosts' `log` passes every line through
 * `scrub`: a URL's password (`smtps://user:***@host`) wherever it appears, and every secret value the
 * configuration was read with (remembered by parseFormsConfig), raw and %-decoded, wherever it appears
 * (an error message quoting an option, a stack). Runtime-neutral.
 */

const secrets = new Set<string>();

/** Names whose values are secrets, whatever they hold. */
const SECRET_NAME = /(SECRET|TOKEN|PASSWORD|PASS|API_KEY)$/i;

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function remember(value: string | undefined) {
  if (!value || value.length < 4) return;
  secrets.add(value);
  secrets.add(decoded(value));
  secrets.add(encodeURIComponent(decoded(value)));
}

/** Remembers the secrets of an environment: URL passwords (SMTP_URL, DATABASE_URL) and *_SECRET, *_TOKEN… values. */
export function rememberSecrets(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) {
    if (!value) continue;
    if (SECRET_NAME.test(name)) remember(value.trim());
    else if (/_URL$/.test(name)) remember(/^[a-z][\w+.-]*:\/\/[^/?#@:]*:([^@]*)@/i.exec(value.trim())?.[1]);
  }
}

/** The line without any password or remembered secret. */
export function scrub(line: string): string {
  let out = line.replace(/([a-z][\w+.-]*:\/\/[^/?#@:\s]*):[^@\s]*@/gi, '$1:***@');
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join('***');
  return out;
}
