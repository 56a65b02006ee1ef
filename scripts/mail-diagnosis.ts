import nodemailer from 'nodemailer';
import { isLoopbackHost } from '@/server/mail/transport-worker';
import { checkSmtpUrl, redactSmtpUrl } from '@/server/mail/smtp-url';

/**
 * One real test e-mail through an SMTP account, and when it does not leave, what is wrong in the owner's
 * words: the URL (a character to encode), the server's name, a closed port, TLS on the wrong port, a
 * refused user or password, a refused sender. Used by `npm run mail:test`, `npm run setup` and
 * `npm run deploy:cloudflare`. Nothing it returns holds the password.
 */

export type TestMailResult = { ok: true; server: string } | { ok: false; problem: string };

type Failure = Error & { code?: string; responseCode?: number; command?: string; reason?: string };

/** The owner's words for a failed attempt on host:port. */
export function diagnose(error: unknown, host: string, port: number, secure: boolean): string {
  const e = error as Failure;
  const text = `${e?.message ?? ''} ${e?.reason ?? ''} ${(e?.cause as Error | undefined)?.message ?? ''}`;
  const code = e?.code ?? '';
  const where = `${host}:${port}`;
  if (code === 'EAUTH' || e?.responseCode === 535 || e?.responseCode === 534 || /auth/i.test(e?.command ?? ''))
    return `serverul ${host} a refuzat numele de utilizator sau parola${e?.responseCode ? ` (${e.responseCode})` : ''}. Verifică-le; la Gmail, Yahoo, Outlook sau iCloud îți trebuie o „parolă de aplicație”, nu parola obișnuită.`;
  if (/ENOTFOUND|EAI_AGAIN/.test(`${code} ${text}`))
    return `serverul „${host}” nu există (numele nu se găsește). Verifică numele serverului de e-mail la furnizorul tău.`;
  if (/ECONNREFUSED/.test(`${code} ${text}`))
    return `portul ${port} de pe ${host} e închis (conexiune refuzată). Furnizorii folosesc 465 (smtps://) sau 587 (smtp://).`;
  if (/wrong version number|WRONG_VERSION|packet length too long|ssl3_get_record|EPROTO/i.test(text))
    return secure
      ? `${where} nu vorbește TLS de la început: pentru portul ${port} folosește smtp:// (STARTTLS), iar smtps:// doar cu portul 465.`
      : `${where} cere TLS de la început: pentru portul ${port} folosește smtps://.`;
  if (/certificate|CERT_|self[- ]signed|altnames/i.test(`${code} ${text}`))
    return `certificatul TLS al lui ${host} nu e valid pentru acest nume. Folosește numele de server dat de furnizor (nu o adresă IP sau un alias).`;
  if (/STARTTLS|requireTLS|plain ?text/i.test(text))
    return `${where} nu oferă STARTTLS: parola ar pleca necriptată. Folosește smtps:// cu portul 465 sau portul 587 al furnizorului.`;
  if (/ETIMEDOUT|ESOCKETTIMEDOUT|timeout|Greeting never received/i.test(`${code} ${text}`))
    return `${where} nu răspunde (port greșit sau blocat de firewall). Încearcă 465 cu smtps:// sau 587 cu smtp://.`;
  if (e?.responseCode && /MAIL FROM/i.test(e?.command ?? ''))
    return `serverul nu te lasă să trimiți ca expeditorul ales (${e.responseCode}). Pune în MAIL_FROM adresa contului de e-mail.`;
  if (e?.responseCode && /RCPT/i.test(e?.command ?? ''))
    return `serverul a refuzat destinatarul (${e.responseCode}). Verifică adresa căreia îi trimiți.`;
  if (/ECONNRESET|closed/i.test(`${code} ${text}`))
    return `${where} a închis conexiunea. De obicei e portul: 465 cu smtps:// sau 587 cu smtp://.`;
  return `${where} a răspuns: ${e?.responseCode ? `${e.responseCode} ` : ''}${(e?.message ?? String(error)).split('\n')[0]}.`;
}

export async function sendTestMail(options: {
  smtpUrl: string;
  from: string;
  to: string;
  siteName: string;
  /** The Worker's rules too: no port 25, TLS required for any host but this machine. */
  cloudflare?: boolean;
  timeoutMs?: number;
}): Promise<TestMailResult> {
  const checked = checkSmtpUrl(options.smtpUrl);
  if (!checked.ok) return { ok: false, problem: checked.problem };
  const { url } = checked;
  const secure = url.protocol === 'smtps:';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  const loopback = isLoopbackHost(host);
  if (options.cloudflare && port === 25 && !loopback)
    return { ok: false, problem: 'portul 25 e închis pentru Cloudflare Workers: folosește 465 (smtps://) sau 587 (smtp://).' };
  const timeout = options.timeoutMs ?? 15_000;
  const transporter = nodemailer.createTransport({
    url: options.smtpUrl.trim(),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    // Like the Worker: never credentials or leads over plain text to another machine.
    ...(options.cloudflare && !loopback && !secure ? { requireTLS: true } : {}),
  });
  const when = new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Bucharest' }).format(new Date());
  try {
    await transporter.sendMail({
      from: options.from,
      to: options.to,
      subject: `Test: e-mailul site-ului ${options.siteName} funcționează`,
      text:
        `Bună!\n\nAcesta e un e-mail de test trimis la ${when} de site-ul ${options.siteName}, prin contul ${redactSmtpUrl(options.smtpUrl)}.\n` +
        'Dacă îl citești, cererile vizitatorilor vor ajunge la tine.\n',
    });
    return { ok: true, server: `${host}:${port}` };
  } catch (error) {
    return { ok: false, problem: diagnose(error, host, port, secure) };
  } finally {
    transporter.close();
  }
}
