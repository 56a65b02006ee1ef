/**
 * npm run setup: the guided setup, in Romanian, in the terminal. It asks for the site's identity (brand,
 * owner, e-mail, phone, address, legal data, the site's address), a brand preset and the e-mail account,
 * writes them into content/site.yaml (through the `yaml` Document API: comments and order kept, only the
 * lines whose value changed change) and the mail settings only into .env (SMTP_URL, MAIL_FROM,
 * OWNER_EMAIL), then sends a real test e-mail and says in Romanian what is wrong when it cannot.
 * Run again, it shows the current values as the defaults (Enter keeps one).
 *
 *   npm run setup                         the questions
 *   npm run setup -- --answers FILE       the same answers from a YAML or JSON file, no questions (scripts, tests)
 *
 * The answers file holds the keys of ANSWER_KEYS below (any left out keeps its current value); the
 * mail account as `mail: { provider, host, port, user, password, from }` (provider: a MAIL_PROVIDERS id
 * fills host and port). `testTo`: where the test e-mail goes (default: the site's e-mail).
 */
import fs from 'node:fs';
import readline from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { isMap, parse, parseDocument, type Document } from 'yaml';
import { BRAND_PRESETS, type BrandPresetId } from '@/lib/brand';
import { scrub } from '@/server/core/redact';
import { checkSmtpUrl, redactSmtpUrl } from '@/server/mail/smtp-url';
import { sendTestMail } from '@/scripts/mail-diagnosis';

/** SMTP settings of the providers Romanian small businesses use most, and the big international ones. */
export const MAIL_PROVIDERS = {
  gmail: { label: 'Gmail / Google Workspace (parolă de aplicație)', host: 'smtp.gmail.com', port: 465 },
  outlook: { label: 'Outlook.com / Hotmail / Microsoft 365', host: 'smtp-mail.outlook.com', port: 587 },
  yahoo: { label: 'Yahoo Mail (parolă de aplicație)', host: 'smtp.mail.yahoo.com', port: 465 },
  icloud: { label: 'iCloud Mail (parolă de aplicație)', host: 'smtp.mail.me.com', port: 587 },
  zoho: { label: 'Zoho Mail (UE)', host: 'smtp.zoho.eu', port: 465 },
  hostinger: { label: 'Hostinger', host: 'smtp.hostinger.com', port: 465 },
  cpanel: { label: 'Găzduirea domeniului tău, cu cPanel (ROMARG, HostVision, Hostico, ClausWeb…): mail.domeniul-tău', host: 'mail.DOMENIU', port: 465 },
  brevo: { label: 'Brevo (fost Sendinblue)', host: 'smtp-relay.brevo.com', port: 587 },
  other: { label: 'Alt furnizor (scriu eu serverul și portul)', host: '', port: 465 },
} as const;
export type MailProviderId = keyof typeof MAIL_PROVIDERS;

/** The questions about content/site.yaml: answer key, the field's path, the question. */
const SITE_QUESTIONS: { key: string; path: (string | number)[]; question: string }[] = [
  { key: 'name', path: ['name'], question: 'Numele brandului (apare în logo și în titluri)' },
  { key: 'ownerName', path: ['owner', 'name'], question: 'Numele tău' },
  { key: 'email', path: ['email'], question: 'E-mailul public (pe site; tot aici vin cererile)' },
  { key: 'phone', path: ['phone'], question: 'Telefonul (de exemplu +40 745 111 222)' },
  { key: 'locality', path: ['address', 'locality'], question: 'Localitatea' },
  { key: 'url', path: ['url'], question: 'Adresa site-ului (https://…; dacă nu ai domeniu încă, lasă-o, o schimbi la publicare)' },
  { key: 'legalName', path: ['legal', 'legalName'], question: 'Denumirea firmei (de exemplu „Atelier Mara SRL” sau „Ionescu Mara PFA”)' },
  { key: 'cui', path: ['legal', 'cui'], question: 'CUI-ul' },
  { key: 'tradeRegister', path: ['legal', 'tradeRegister'], question: 'Numărul din Registrul Comerțului (J… pentru SRL, F… pentru PFA)' },
  { key: 'registeredAddress', path: ['legal', 'registeredAddress'], question: 'Adresa sediului' },
];
const SOCIAL = ['facebook', 'instagram', 'linkedin'] as const;
export const ANSWER_KEYS = [...SITE_QUESTIONS.map((q) => q.key), 'vatPayer', 'brandPreset', 'social', 'mail', 'testTo'];

type MailAnswers = { provider?: MailProviderId; host?: string; port?: number; user?: string; password?: string; from?: string };
export type Answers = Record<string, unknown> & {
  mail?: MailAnswers;
  vatPayer?: boolean;
  brandPreset?: BrandPresetId;
  /** Each network's page; '' removes it from the site. Left out: unchanged. */
  social?: Partial<Record<(typeof SOCIAL)[number], string>>;
  testTo?: string;
};

/** Sets `value` at `path` only where it differs: the Document keeps every other line, comment and the order. */
function setIfChanged(doc: Document, path: (string | number)[], value: unknown): boolean {
  if (value === undefined) return false;
  const current = doc.getIn(path);
  if (current === value) return false;
  doc.setIn(path, value);
  return true;
}

/** content/site.yaml's text with the answers in it, and the names of the fields that changed. */
export function applySiteAnswers(text: string, answers: Answers): { text: string; changed: string[] } {
  const doc = parseDocument(text);
  const changed: string[] = [];
  for (const { key, path } of SITE_QUESTIONS) if (setIfChanged(doc, path, answers[key] as string | undefined)) changed.push(path.join('.'));
  if (typeof answers.phone === 'string' && doc.getIn(['whatsapp']) !== undefined) {
    // WhatsApp takes the phone's digits with the country code, no "+".
    const digits = answers.phone.replace(/\D/g, '').replace(/^0(?=7)/, '40');
    if (setIfChanged(doc, ['whatsapp'], digits)) changed.push('whatsapp');
  }
  if (typeof answers.vatPayer === 'boolean' && setIfChanged(doc, ['legal', 'vatStatement'], answers.vatPayer ? '+ TVA' : 'Neplătitor de TVA'))
    changed.push('legal.vatStatement');
  if (answers.brandPreset) {
    const preset = BRAND_PRESETS[answers.brandPreset];
    if (!preset) throw new Error(`brandPreset: „${answers.brandPreset}” nu există; alege dintre ${Object.keys(BRAND_PRESETS).join(', ')}`);
    for (const [field, value] of Object.entries(preset)) if (setIfChanged(doc, ['brand', field], value)) changed.push(`brand.${field}`);
  }
  for (const network of SOCIAL) {
    const value = answers.social?.[network];
    if (value === undefined) continue;
    if (value.trim()) {
      if (setIfChanged(doc, ['social', network], value.trim())) changed.push(`social.${network}`);
    } else if (isMap(doc.getIn(['social'])) && doc.hasIn(['social', network])) {
      doc.deleteIn(['social', network]);
      changed.push(`social.${network}`);
    }
  }
  return { text: doc.toString(), changed };
}

/** SMTP_URL from the answers, user and password %-encoded (a # or @ in them is the common mistake). */
export function smtpUrlOf(mail: MailAnswers): string {
  const preset = mail.provider ? MAIL_PROVIDERS[mail.provider] : undefined;
  const host = mail.host || preset?.host || '';
  const port = Number(mail.port || preset?.port || 465);
  const scheme = port === 465 ? 'smtps' : 'smtp';
  const auth = mail.user ? `${encodeURIComponent(mail.user)}:${encodeURIComponent(mail.password ?? '')}@` : '';
  return `${scheme}://${auth}${host}:${port}`;
}

/** .env with these variables set (each line replaced where it is, else added at the end), the rest kept. */
export function applyEnv(text: string, values: Record<string, string>): string {
  const lines = text ? text.replace(/\n$/, '').split('\n') : [];
  const quote = (value: string) => (/[\s#"'$]/.test(value) ? `"${value.replace(/(["\\$])/g, '\\$1')}"` : value);
  for (const [name, value] of Object.entries(values)) {
    const at = lines.findIndex((line) => new RegExp(`^\\s*(?:export\\s+)?${name}\\s*=`).test(line));
    const line = `${name}=${quote(value)}`;
    if (at === -1) lines.push(line);
    else lines[at] = line;
  }
  return `${lines.join('\n')}\n`;
}

function readEnvFile(): Record<string, string> {
  if (!fs.existsSync('.env')) return {};
  return Object.fromEntries(
    fs
      .readFileSync('.env', 'utf8')
      .split('\n')
      .map((line) => /^\s*(?:export\s+)?([A-Z_][A-Z0-9_]*)\s*=\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => Boolean(m))
      .map((m) => [m[1]!, m[2]!.replace(/^"(.*)"$/, '$1').replace(/\\(["\\$])/g, '$1')]),
  );
}

/** The terminal's lines, one per question (an async iterator buffers lines typed or piped ahead). */
type Prompt = { next(text: string, secret?: boolean): Promise<string>; close(): void };

function openPrompt(): Prompt {
  // A password typed at a terminal is not echoed (nor left on the screen for whoever looks next): readline
  // echoes through its output, which stays quiet but for the line's end while a secret is typed.
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const text = String(chunk);
      if (!muted) process.stdout.write(text);
      else if (/[\r\n]/.test(text)) process.stdout.write('\n');
      done();
    },
  });
  Object.assign(output, { columns: process.stdout.columns, isTTY: process.stdout.isTTY });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async next(text, secret = false) {
      process.stdout.write(text);
      muted = secret && Boolean(process.stdin.isTTY);
      const { value, done } = await lines.next();
      muted = false;
      if (done) {
        console.error('\nIntrarea s-a închis înainte de ultima întrebare: nimic nu a fost salvat.');
        process.exit(1);
      }
      if (!process.stdin.isTTY) process.stdout.write('\n');
      return String(value);
    },
    close: () => rl.close(),
  };
}

async function ask(prompt: Prompt, question: string, current: string): Promise<string> {
  const answer = (await prompt.next(`${question}${current ? ` [${current}]` : ''}: `)).trim();
  return answer || current;
}

async function interview(doc: Document, env: Record<string, string>): Promise<Answers> {
  const prompt = openPrompt();
  const answers: Answers = {};
  console.log('Configurarea site-ului. Enter păstrează valoarea dintre paranteze.\n');
  for (const { key, path, question } of SITE_QUESTIONS) answers[key] = await ask(prompt, question, String(doc.getIn(path) ?? ''));
  const vat = await ask(prompt, 'Ești plătitor de TVA? (da/nu)', doc.getIn(['legal', 'vatStatement']) === '+ TVA' ? 'da' : 'nu');
  answers.vatPayer = /^d/i.test(vat);
  answers.social = {};
  for (const network of SOCIAL)
    answers.social[network] = await ask(prompt, `Pagina ta de ${network} (- o scoate de pe site)`, String(doc.getIn(['social', network]) ?? ''));
  for (const network of SOCIAL) if (answers.social[network] === '-') answers.social[network] = '';
  const presets = Object.keys(BRAND_PRESETS);
  const preset = await ask(prompt, `Stilul site-ului (${presets.join(', ')}; docs/brand.md le arată)`, String(doc.getIn(['brand', 'fonts']) ?? 'editorial'));
  if (presets.includes(preset)) answers.brandPreset = preset as BrandPresetId;
  console.log('\nContul de e-mail prin care pleacă cererile către tine:');
  const ids = Object.keys(MAIL_PROVIDERS) as MailProviderId[];
  ids.forEach((id, i) => console.log(`  ${i + 1}. ${MAIL_PROVIDERS[id].label}`));
  const current = env.SMTP_URL ? checkSmtpUrl(env.SMTP_URL) : undefined;
  const url = current?.ok ? current.url : undefined;
  for (;;) {
    const choice = await ask(prompt, 'Furnizorul (numărul)', '');
    const provider = ids[Number(choice) - 1] ?? 'other';
    const preset = MAIL_PROVIDERS[provider];
    const domain = String(answers.email ?? '').split('@')[1] ?? '';
    const host = await ask(prompt, 'Serverul SMTP', preset.host.replace('DOMENIU', domain) || url?.hostname || '');
    const port = Number(await ask(prompt, 'Portul (465 sau 587)', String(url?.port || preset.port)));
    const user = await ask(prompt, 'Utilizatorul (de obicei adresa de e-mail)', url ? decodeURIComponent(url.username) : String(answers.email ?? ''));
    const password = (await prompt.next('Parola (nu se afișează și nu se salvează decât în .env; Enter păstrează parola de acum): ', true)).trim() || (url ? decodeURIComponent(url.password) : '');
    answers.mail = { host, port, user, password, from: env.MAIL_FROM || `${String(answers.name)} <${user.includes('@') ? user : String(answers.email)}>` };
    const result = await testMail(answers);
    if (result) break;
    console.log('Încearcă din nou (sau Ctrl+C ca să ieși: nimic nu e salvat până nu pleacă e-mailul de test).\n');
  }
  prompt.close();
  return answers;
}

/** Sends the test e-mail; true once it left. */
async function testMail(answers: Answers): Promise<boolean> {
  const mail = answers.mail!;
  const smtpUrl = smtpUrlOf(mail);
  const to = answers.testTo ?? String(answers.email);
  console.log(`Trimit un e-mail de test la ${to} prin ${redactSmtpUrl(smtpUrl)}…`);
  const result = await sendTestMail({ smtpUrl, from: mail.from ?? String(answers.email), to, siteName: String(answers.name) });
  if (result.ok) {
    console.log(`E-mailul de test a plecat. Verifică-ți căsuța (și folderul Spam).`);
    writeEnv(answers, smtpUrl);
    return true;
  }
  console.error(scrub(`E-mailul de test NU a plecat: ${result.problem}`));
  return false;
}

function writeEnv(answers: Answers, smtpUrl: string) {
  const before = fs.existsSync('.env') ? fs.readFileSync('.env', 'utf8') : '';
  const values: Record<string, string> = { SMTP_URL: smtpUrl, OWNER_EMAIL: String(answers.email) };
  if (answers.mail?.from) values.MAIL_FROM = answers.mail.from;
  fs.writeFileSync('.env', applyEnv(before, values), { mode: 0o600 });
  console.log('Contul de e-mail e salvat în .env (SMTP_URL, MAIL_FROM, OWNER_EMAIL); .env nu intră în git.');
}

async function main() {
  const { values } = parseArgs({ options: { answers: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log('Folosește: npm run setup   sau   npm run setup -- --answers raspunsuri.yaml');
    return 0;
  }
  const siteFile = 'content/site.yaml';
  const text = fs.readFileSync(siteFile, 'utf8');
  const doc = parseDocument(text);
  if (doc.errors.length > 0) {
    console.error(`${siteFile} nu poate fi citit: rulează npm run check, care arată rândul greșit.`);
    return 1;
  }
  const env = readEnvFile();
  let answers: Answers;
  if (values.answers) {
    try {
      answers = (parse(fs.readFileSync(values.answers, 'utf8')) ?? {}) as Answers;
    } catch (error) {
      console.error(`Fișierul de răspunsuri ${values.answers} nu poate fi citit: ${(error as Error).message.split('\n')[0]}`);
      return 1;
    }
    const unknown = Object.keys(answers).filter((key) => !ANSWER_KEYS.includes(key));
    if (unknown.length > 0) {
      console.error(`Fișierul de răspunsuri are chei necunoscute: ${unknown.join(', ')}. Cele posibile: ${ANSWER_KEYS.join(', ')}.`);
      return 1;
    }
    for (const { key, path } of SITE_QUESTIONS) answers[key] ??= doc.getIn(path);
  } else {
    answers = await interview(doc, env);
  }
  const { text: updated, changed } = applySiteAnswers(text, answers);
  if (changed.length > 0) {
    fs.writeFileSync(siteFile, updated);
    console.log(`${siteFile}: am schimbat ${changed.join(', ')}.`);
  } else console.log(`${siteFile}: nimic de schimbat.`);
  // Interactive: the loop above already sent the test e-mail.
  if (values.answers) {
    if (!answers.mail) {
      console.error('Lipsește contul de e-mail (mail: { provider, user, password }): fără el, cererile nu ajung la tine.');
      return 1;
    }
    if (!(await testMail(answers))) return 1;
  }
  console.log('\nGata. Următorul pas: npm run check -- --strict arată ce a mai rămas din exemplu (articole, poze, cifre).');
  return 0;
}

// Run as the command (not when a test imports the helpers above).
if (/scripts[\\/]setup\.ts$/.test(process.argv[1] ?? '')) process.exitCode = await main();
