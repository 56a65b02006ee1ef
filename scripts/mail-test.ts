/**
 * npm run mail:test [address]: sends one test e-mail through the configured account (SMTP_URL, MAIL_FROM,
 * from the environment or .env, as `npm start` reads them) to the address, else to OWNER_EMAIL, else to
 * the site's e-mail; says in Romanian what is wrong when it cannot (scripts/mail-diagnosis.ts), never the
 * password. `--cloudflare`: with the Worker's rules too (port 25 closed, STARTTLS required), before the
 * same settings go to Cloudflare as secrets.
 *
 * Exit 0 once the server accepted the message; 1 otherwise.
 */
import '@/server/env';
import { parseArgs } from 'node:util';
import { siteConfig } from '@/lib/site';
import { scrub } from '@/server/core/redact';
import { sendTestMail } from '@/scripts/mail-diagnosis';

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { cloudflare: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
} catch (error) {
  console.error(`mail:test: ${(error as Error).message}. Folosește: npm run mail:test [adresa] [--cloudflare]`);
  process.exit(1);
}
if (parsed.values.help) {
  console.log('Folosește: npm run mail:test [adresa] [--cloudflare]');
  process.exit(0);
}
const smtpUrl = process.env.SMTP_URL?.trim();
const to = parsed.positionals[0]?.trim() || process.env.OWNER_EMAIL?.trim() || siteConfig.email;
const from = process.env.MAIL_FROM?.trim() || `${siteConfig.name} <${process.env.OWNER_EMAIL?.trim() || siteConfig.email}>`;
if (!smtpUrl) {
  console.error('Nu e setat niciun cont de e-mail (SMTP_URL). Rulează npm run setup, sau scrie SMTP_URL în .env (vezi .env.example).');
  process.exit(1);
}
const result = await sendTestMail({ smtpUrl, from, to, siteName: siteConfig.name, cloudflare: Boolean(parsed.values.cloudflare) });
if (result.ok) console.log(scrub(`E-mailul de test a plecat spre ${to} prin ${result.server}. Verifică-ți căsuța (și folderul Spam).`));
else {
  console.error(scrub(`E-mailul de test NU a plecat: ${result.problem}`));
  process.exit(1);
}
