/**
 * The newsletter's letters (issue 47): the e-mail a subscriber gets, and queueing a letter once per
 * subscriber. Runtime-neutral (no `node:` import, no file read): `npm run newsletter` (scripts/newsletter.ts)
 * reads the letter from content/newsletter/ and hands it here; the outbox of either host sends the rows.
 *
 * Exactly once: newsletter_deliveries has the primary key (slug, subscriber_id). For each subscriber one
 * batch inserts that row and the outbox message, linked by the message's Message-ID (unique): the row's
 * insert does nothing when the pair exists, and the message is inserted only if the row that now holds
 * this batch's Message-ID exists. A second `send`, one running at the same time, or one after a crash
 * queues only those without a row. The outbox sends each message under the letters' hourly cap and checks
 * right before each batch it sends that the subscriber is still confirmed and not erased (server/mail/outbox.ts).
 */
import { Marked } from 'marked';
import type { FormLocale } from '@/lib/forms/schemas';
import { addressHash } from '@/server/core/gdpr';
import { hashToken, newToken } from '@/server/core/tokens';
import type { OutboxMessage } from '@/server/mail/message';
import { enqueueStatement, messageIdDomain, newMessageId } from '@/server/mail/queue';
import type { Sql, Statement } from '@/server/sql';

/** One language's version of a letter, as content/newsletter/<slug>[.en].md holds it. */
export type LetterText = {
  subject: string;
  /** The line mail clients show after the subject in the inbox; hidden in the message. */
  preheader?: string;
  /** The body, Markdown. */
  markdown: string;
};

export type Letter = {
  slug: string;
  /** YYYY-MM-DD, as the front matter says. */
  date: string;
  /** False: not on the site's archive, so the message has no link to it. */
  archive: boolean;
  ro: LetterText;
  /** For English subscribers; without it they get the Romanian version. */
  en?: LetterText;
};

/** What every letter carries besides its text: the brand, the owner's legal identity, the links' bases. */
export type LetterBrand = {
  siteName: string;
  /** The site's origin: the letter's page on the archive. */
  siteUrl: string;
  /** The forms service's origin: the unsubscribe link. */
  publicUrl: string;
  /** The brand's colours (content/site.yaml `brand`): the heading band and the links. */
  primary: string;
  accent: string;
  /** The footer's legal data (lib/legal.ts): name, then registration and address on one line. */
  legalName: string;
  legalDetails: string;
  /** The address replies reach (the owner's). */
  ownerEmail: string;
};

const WORDS = {
  ro: {
    web: 'Citește scrisoarea pe site',
    why: (site: string) =>
      `Primești acest email pentru că te-ai abonat la newsletterul ${site} și ai confirmat abonarea.`,
    unsubscribe: 'Dezabonează-te',
    unsubscribeText: 'Dezabonare (un clic)',
  },
  en: {
    web: 'Read this letter on the site',
    why: (site: string) =>
      `You get this email because you subscribed to the ${site} newsletter and confirmed it.`,
    unsubscribe: 'Unsubscribe',
    unsubscribeText: 'Unsubscribe (one click)',
  },
} satisfies Record<FormLocale, Record<string, unknown>>;

/** The letter's page on the site (lib/newsletter.ts's archive). */
export function letterUrl(siteUrl: string, slug: string, language: FormLocale): string {
  return `${siteUrl.replace(/\/$/, '')}${language === 'en' ? '/en' : ''}/newsletter/${slug}`;
}

export function unsubscribeUrl(publicUrl: string, token: string, language: FormLocale): string {
  return `${publicUrl.replace(/\/$/, '')}/api/newsletter/unsubscribe?token=${token}${language === 'en' ? '&lang=en' : ''}`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The owner's own Markdown, rendered as written: links stay the owner's links (no redirect, no tracking
// parameter), and nothing is added that loads from elsewhere.
const markdown = new Marked({ gfm: true, breaks: false });

/** Markdown as plain text: links as "text (url)", emphasis marks dropped; headings and lists stay readable. */
export function markdownToText(source: string): string {
  return source
    .replace(/!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, '$1 ($2)')
    .replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, (_m, text: string, url: string) =>
      text === url ? url : `${text} (${url})`,
    )
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The colours of dark mail clients (and of the editor's dark preview), as CSS rules under `scope`. */
function darkRules(brand: LetterBrand, scope: string, important: boolean): string {
  const i = important ? ' !important' : '';
  return [
    `${scope}.page { background: #15181a${i}; }`,
    `${scope}.card { background: #1f2326${i}; color: #e8e6e3${i}; }`,
    `${scope}.letter a, ${scope}.foot a { color: ${escapeHtml(brand.accent)}${i}; }`,
    `${scope}.foot { color: #b5b1ab${i}; border-top-color: #3a3f43${i}; }`,
  ].join('\n    ');
}

/**
 * The letter itself: a table layout mail clients keep, inline light colours, the brand's band, the text,
 * the web link, the visible unsubscribe link and the owner's legal identity. No image, no pixel, no
 * rewritten link.
 */
function letterCard(
  text: LetterText,
  brand: LetterBrand,
  links: { web: string | null; unsubscribe: string },
  language: FormLocale,
): string {
  const say = WORDS[language];
  const body = markdown.parse(text.markdown, { async: false });
  const e = escapeHtml;
  return `<table role="presentation" class="page" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f2ee;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" class="card" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;color:#1c1c1c;border-radius:8px;font-family:Georgia,'Times New Roman',serif;">
<tr><td style="background:${e(brand.primary)};color:#ffffff;padding:20px 28px;border-radius:8px 8px 0 0;font-family:Arial,Helvetica,sans-serif;font-size:18px;font-weight:bold;">${e(brand.siteName)}</td></tr>
<tr><td class="letter" style="padding:28px;font-size:17px;line-height:1.6;">
<h1 style="font-size:26px;line-height:1.25;margin:0 0 16px;">${e(text.subject)}</h1>
${body}
${links.web ? `<p style="margin:24px 0 0;"><a href="${e(links.web)}">${e(say.web)}</a></p>` : ''}
</td></tr>
<tr><td class="foot" style="padding:20px 28px;border-top:1px solid #e2ded7;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.5;color:#5b5750;">
<p style="margin:0 0 8px;">${e(say.why(brand.siteName))} <a href="${e(links.unsubscribe)}">${e(say.unsubscribe)}</a></p>
<p style="margin:0;">${e(brand.legalName)}${brand.legalDetails ? `, ${e(brand.legalDetails)}` : ''} · <a href="mailto:${e(brand.ownerEmail)}">${e(brand.ownerEmail)}</a></p>
</td></tr>
</table>
</td></tr>
</table>`;
}

/**
 * The letter's HTML for one subscriber: the card, with a `prefers-color-scheme: dark` block for the
 * clients that honour it (the others keep the inline light colours).
 */
export function letterHtml(
  text: LetterText,
  brand: LetterBrand,
  links: { web: string | null; unsubscribe: string },
  language: FormLocale,
): string {
  const e = escapeHtml;
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${e(text.subject)}</title>
<style>
  .letter a, .foot a { color: ${e(brand.primary)}; }
  @media (prefers-color-scheme: dark) {
    ${darkRules(brand, '', true)}
  }
</style>
</head>
<body style="margin:0;padding:0;">
<div style="display:none;max-height:0;overflow:hidden;">${e(text.preheader ?? '')}</div>
${letterCard(text, brand, links, language)}
</body>
</html>
`;
}

/**
 * The editor's preview of a letter (lib/cms/preview/render.tsx): the subject line as an inbox shows it,
 * then the same card as in a light mail client and as in a dark one, side by side on a wide pane.
 */
export function letterPreviewHtml(letter: Letter, brand: LetterBrand, language: FormLocale): string {
  const { text } = letterFor(letter, language);
  const links = {
    web: letter.archive ? letterUrl(brand.siteUrl, letter.slug, language) : null,
    unsubscribe: unsubscribeUrl(brand.publicUrl, 'link-personal-de-dezabonare', language),
  };
  const e = escapeHtml;
  const card = letterCard(text, brand, links, language);
  return `<style>
    [data-letter-preview] .letter a, [data-letter-preview] .foot a { color: ${e(brand.primary)}; }
    ${darkRules(brand, '[data-letter-scheme="dark"] ', true)}
  </style>
  <div data-letter-preview style="padding:16px;font-family:Arial,Helvetica,sans-serif;">
    <p style="margin:0 0 4px;font-size:13px;color:#5b5750;">Subiect</p>
    <p data-letter-subject style="margin:0 0 4px;font-size:18px;font-weight:bold;">${e(text.subject)}</p>
    <p data-letter-preheader style="margin:0 0 16px;font-size:14px;color:#5b5750;">${e(text.preheader ?? '')}</p>
    <div style="display:flex;flex-wrap:wrap;gap:16px;">
      <section data-letter-scheme="light" aria-label="Clienți de email cu tema deschisă" style="flex:1 1 420px;min-width:0;">
        <p style="margin:0 0 8px;font-size:13px;font-weight:bold;">Temă deschisă</p>${card}
      </section>
      <section data-letter-scheme="dark" aria-label="Clienți de email cu tema închisă" style="flex:1 1 420px;min-width:0;">
        <p style="margin:0 0 8px;font-size:13px;font-weight:bold;">Temă închisă</p>${card}
      </section>
    </div>
  </div>`;
}

/** The plain-text part: the same letter, the web link, the unsubscribe link and the legal identity. */
export function letterText(
  text: LetterText,
  brand: LetterBrand,
  links: { web: string | null; unsubscribe: string },
  language: FormLocale,
): string {
  const say = WORDS[language];
  return [
    brand.siteName,
    '',
    text.subject,
    '',
    markdownToText(text.markdown),
    '',
    ...(links.web ? [`${say.web}: ${links.web}`, ''] : []),
    '--',
    say.why(brand.siteName),
    `${say.unsubscribeText}: ${links.unsubscribe}`,
    `${brand.legalName}${brand.legalDetails ? `, ${brand.legalDetails}` : ''}`,
    brand.ownerEmail,
    '',
  ].join('\n');
}

/** The version a subscriber of `language` gets: English where the letter has it. */
export function letterFor(letter: Letter, language: FormLocale): { text: LetterText; language: FormLocale } {
  return language === 'en' && letter.en
    ? { text: letter.en, language: 'en' }
    : { text: letter.ro, language: 'ro' };
}

/** The whole e-mail for one address (the test send and each subscriber's). */
export function letterMessage(
  letter: Letter,
  address: string,
  subscriberLanguage: FormLocale,
  brand: LetterBrand,
  unsubscribe: string,
): OutboxMessage {
  const { text, language } = letterFor(letter, subscriberLanguage);
  const links = { web: letter.archive ? letterUrl(brand.siteUrl, letter.slug, language) : null, unsubscribe };
  return {
    to: { address },
    replyTo: { address: brand.ownerEmail },
    subject: text.subject,
    text: letterText(text, brand, links, language),
    html: letterHtml(text, brand, links, language),
    unsubscribeUrl: unsubscribe,
  };
}

/** A subscriber's language: the column (schema 8), else the consent text's ("en-…"), else Romanian. */
const LANGUAGE = `COALESCE(s.language, CASE WHEN s.consent_version LIKE 'en-%' THEN 'en' ELSE 'ro' END)`;

export type Candidate = { id: number; email: string; language: string };

/** Confirmed subscribers who have no delivery of `slug` yet, and are not on the suppression list. */
export async function candidates(db: Sql, slug: string): Promise<Candidate[]> {
  const rows = await db.all<Candidate>(
    `SELECT s.id, s.email, ${LANGUAGE} AS language FROM subscribers s
      WHERE s.status = 'confirmed'
        AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries d WHERE d.slug = ? AND d.subscriber_id = s.id)
      ORDER BY s.id`,
    [slug],
  );
  const suppressed = new Set(
    (await db.all<{ address_hash: string }>('SELECT address_hash FROM suppressions')).map(
      (r) => r.address_hash,
    ),
  );
  const out: Candidate[] = [];
  for (const row of rows) if (!suppressed.has(await addressHash(row.email))) out.push(row);
  return out;
}

export type Audience = {
  /** Confirmed, not suppressed, without this letter yet: what `send` would queue now. */
  toQueue: number;
  /** Already have a delivery of this letter (queued, sent, failed or cancelled). */
  already: number;
  /** Of the already queued, those whose message failed for good: `send` tries them again. */
  failed: number;
};

export async function letterAudience(db: Sql, slug: string): Promise<Audience> {
  const toQueue = (await candidates(db, slug)).length;
  const already = Number(
    (await db.value('SELECT COUNT(*) FROM newsletter_deliveries WHERE slug = ?', [slug])) ?? 0,
  );
  const failed = Number(
    (await db.value(
      `SELECT COUNT(*) FROM newsletter_deliveries d JOIN outbox o ON o.message_id = d.message_id
        WHERE d.slug = ? AND o.failed_at IS NOT NULL`,
      [slug],
    )) ?? 0,
  );
  return { toQueue, already, failed };
}

/** Subscribers queued per batch: two statements each, well under D1's limits on a batch. */
const QUEUE_CHUNK = 50;

/**
 * The two statements that queue `letter` for one subscriber, for one batch: the delivery row (nothing if
 * the pair exists or the subscriber is no longer confirmed) and its outbox message, inserted only under
 * the row this batch wrote (its Message-ID). Also what the Cloudflare CLI sends to D1 as literals.
 */
export async function deliveryStatements(
  letter: Letter,
  subscriber: { id: number; email: string; language: FormLocale },
  brand: LetterBrand,
  now: number,
): Promise<Statement[]> {
  const token = newToken();
  const { language } = letterFor(letter, subscriber.language);
  const messageId = newMessageId(messageIdDomain(brand.siteUrl));
  const message = letterMessage(
    letter,
    subscriber.email,
    subscriber.language,
    brand,
    unsubscribeUrl(brand.publicUrl, token, language),
  );
  return [
    {
      text: `INSERT INTO newsletter_deliveries (slug, subscriber_id, language, message_id, unsubscribe_token_hash, queued_at)
             SELECT CAST(? AS TEXT), CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS BIGINT)
             WHERE EXISTS (SELECT 1 FROM subscribers WHERE id = ? AND status = 'confirmed')
             ON CONFLICT (slug, subscriber_id) DO NOTHING`,
      params: [letter.slug, subscriber.id, language, messageId, await hashToken(token), now, subscriber.id],
    },
    enqueueStatement('newsletter', message, {
      owner: { subscriberId: subscriber.id },
      messageId,
      now,
      when: { sql: 'EXISTS (SELECT 1 FROM newsletter_deliveries WHERE message_id = ?)', params: [messageId] },
    }),
  ];
}

/**
 * The statement that makes the failed messages of `slug` due again (same Message-ID, same unsubscribe
 * link): "send again" reaches those whose delivery failed, and nobody who had it.
 */
export function retryFailedStatement(slug: string, now: number): Statement {
  return {
    text: `UPDATE outbox SET failed_at = NULL, attempts = 0, last_error = NULL, created_at = ?, next_attempt_at = ?, lease_owner = NULL
            WHERE kind = 'newsletter' AND failed_at IS NOT NULL AND sent_at IS NULL
              AND message_id IN (SELECT message_id FROM newsletter_deliveries WHERE slug = ?)`,
    params: [now, now, slug],
  };
}

/**
 * A delivery row whose message is gone though its subscriber is confirmed and it was never sent: a run
 * whose statements did not all commit (wrangler's `--file` on D1), or one who unsubscribed and has since
 * confirmed again. The row goes, so this `send` queues that subscriber again; they have not had the letter.
 */
export function orphanDeliveriesStatement(slug: string): Statement {
  return {
    text: `DELETE FROM newsletter_deliveries
            WHERE slug = ? AND sent_at IS NULL
              AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.message_id = newsletter_deliveries.message_id)
              AND subscriber_id IN (SELECT id FROM subscribers WHERE status = 'confirmed')`,
    params: [slug],
  };
}

export type QueueResult = { queued: number; retried: number };

/**
 * Queues `letter` for every confirmed subscriber who has not had it, and makes its failed messages due
 * again. Safe to run again, after a crash or beside another run: the key decides, never this process.
 */
export async function queueLetter(
  db: Sql,
  letter: Letter,
  brand: LetterBrand,
  { now = Date.now() }: { now?: number } = {},
): Promise<QueueResult> {
  const retry = retryFailedStatement(letter.slug, now);
  const retried = await db.run(retry.text, retry.params);
  const orphans = orphanDeliveriesStatement(letter.slug);
  await db.run(orphans.text, orphans.params);
  const rows = await candidates(db, letter.slug);
  let queued = 0;
  for (let i = 0; i < rows.length; i += QUEUE_CHUNK) {
    const statements: Statement[] = [];
    for (const row of rows.slice(i, i + QUEUE_CHUNK))
      statements.push(
        ...(await deliveryStatements(
          letter,
          { id: row.id, email: row.email, language: row.language === 'en' ? 'en' : 'ro' },
          brand,
          now,
        )),
      );
    const results = await db.batch(statements);
    for (let j = 1; j < results.length; j += 2) queued += results[j]!.changes;
  }
  return { queued, retried };
}

export type LetterStatus = {
  slug: string;
  /** Waiting in the outbox (due now, or under the hourly cap for a later hour, or being sent). */
  queued: number;
  sent: number;
  /** Given up on (retried by the next `send`). */
  failed: number;
  /** Not sent because the subscriber unsubscribed (or was erased) before their turn. */
  cancelled: number;
  firstQueuedAt: number | null;
  lastSentAt: number | null;
};

export async function letterStatus(db: Sql, slug: string): Promise<LetterStatus> {
  const row = (await db.get(
    `SELECT
       SUM(CASE WHEN d.sent_at IS NULL AND o.id IS NOT NULL AND o.sent_at IS NULL AND o.failed_at IS NULL THEN 1 ELSE 0 END) AS queued,
       SUM(CASE WHEN d.sent_at IS NOT NULL OR o.sent_at IS NOT NULL THEN 1 ELSE 0 END) AS sent,
       SUM(CASE WHEN d.sent_at IS NULL AND o.failed_at IS NOT NULL THEN 1 ELSE 0 END) AS failed,
       SUM(CASE WHEN d.sent_at IS NULL AND o.id IS NULL THEN 1 ELSE 0 END) AS cancelled,
       MIN(d.queued_at) AS first_queued,
       MAX(d.sent_at) AS last_sent
     FROM newsletter_deliveries d LEFT JOIN outbox o ON o.message_id = d.message_id
     WHERE d.slug = ?`,
    [slug],
  )) as Record<string, number | string | null> | undefined;
  const n = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
  return {
    slug,
    queued: n(row?.queued),
    sent: n(row?.sent),
    failed: n(row?.failed),
    cancelled: n(row?.cancelled),
    firstQueuedAt: row?.first_queued == null ? null : Number(row.first_queued),
    lastSentAt: row?.last_sent == null ? null : Number(row.last_sent),
  };
}

export type SubscriberRow = {
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  language: FormLocale;
  created_at: string;
  consent_at: string | null;
  unsubscribed_at: string | null;
  consent_version: string | null;
};

/** Every subscriber with the dates that prove consent, oldest first (`npm run newsletter -- list`). */
export async function listSubscribers(db: Sql): Promise<SubscriberRow[]> {
  return db.all<SubscriberRow>(
    `SELECT s.email, s.status, ${LANGUAGE} AS language, s.created_at, s.consent_at, s.unsubscribed_at, s.consent_version
       FROM subscribers s ORDER BY s.created_at, s.id`,
  );
}
