import { addressHash } from '@/server/core/gdpr';
import { fieldErrors, formLocale, inLocale, newsletterSchema, type FieldErrors, type FormLocale } from '@/lib/forms/schemas';
import { readFormPost } from '@/server/core/body';
import { UNAVAILABLE_MESSAGE_IN, type ApiContext, type Reject } from '@/server/core/context';
import { htmlPage, json, type Page } from '@/server/core/http';
import { queryOf } from '@/server/core/locale';
import { hashToken, newToken, unsubscribeTokenFor } from '@/server/core/tokens';
import { dailySlotStatements, domainLimitReached, secondsToNextDay } from '@/server/mail/limits';
import { enqueueStatement } from '@/server/mail/queue';
import { newsletterConfirmation } from '@/server/mail/templates';
import type { Statement } from '@/server/sql';

/**
 * Same answer whether the address is new, pending, confirmed or unsubscribed, or had its one confirmation
 * today: nobody can probe the list. So it says only what holds in every case. One exception, which
 * depends on the address's domain alone: when the domain has had its automatic e-mails for the day
 * (MAIL_DOMAIN_LIMIT_PER_DAY), no confirmation can go, and the answer says so (429, `domainLimit`).
 */
export const NEWSLETTER_ACCEPTED = {
  message:
    'Aproape gata! Dacă adresa nu este deja abonată, primești un email cu linkul de confirmare (cel mult unul pe zi).',
};

/** A confirmation link works this long. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;
/** Repeated sign-ups of a pending address re-send the link at most this often (no mail-bombing). */
export const RESEND_AFTER_MS = 15 * 60_000;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Everything the service says about the newsletter, in the language of the form (or of the e-mail's link). */
const SAY = {
  ro: {
    accepted: NEWSLETTER_ACCEPTED.message,
    domainLimit:
      'Azi nu mai putem trimite emailuri de confirmare către adresele acestui domeniu: s-a atins limita zilnică. Abonarea nu a fost înregistrată; încearcă din nou mâine. Dacă adresa este deja abonată, nu trebuie să faci nimic.',
    invalidEmail: 'Emailul nu este valid.',
    goTo: (site: string) => `Mergi la ${site}`,
    okTitle: 'Aproape gata!',
    failTitle: 'Abonarea nu a fost trimisă',
    okText:
      'Dacă adresa nu este deja abonată, primești un email cu linkul de confirmare (trimitem cel mult unul pe zi unei adrese). Abonarea devine activă după ce apeși butonul din pagina deschisă de link. Nu a ajuns în câteva minute? Caută-l și în dosarul Spam.',
    usedTitle: 'Linkul nu mai este valid',
    usedText: [
      'Linkul de confirmare a fost deja folosit sau nu este complet.',
      'Dacă ai confirmat deja o dată, abonarea ta este activă. Altfel, abonează-te din nou din pagina blogului.',
    ],
    expiredTitle: 'Linkul a expirat',
    expiredText: 'Linkul de confirmare era valabil 7 zile. Abonează-te din nou din pagina blogului și îți trimitem altul.',
    confirmTitle: 'Confirmă abonarea',
    confirmText: (site: string) =>
      `Mai este un singur pas: apasă butonul de mai jos și primești newsletterul ${site}, un email pe lună cu sfaturi de design și marketing.`,
    confirmButton: 'Confirmă abonarea',
    confirmedTitle: 'Abonarea este confirmată',
    confirmedText: [
      'Mulțumesc! De acum primești newsletterul: un email pe lună cu sfaturi de design și marketing.',
      'Te poți dezabona oricând, din linkul aflat în fiecare email.',
    ],
    unsubscribeLink: 'Dezabonează-te',
    badUnsubscribeTitle: 'Linkul nu este valid',
    badUnsubscribeText: 'Linkul de dezabonare nu este complet. Deschide-l din nou din email sau scrie-mi și te dezabonez eu.',
    unsubscribeTitle: 'Te dezabonezi?',
    unsubscribeText: (site: string) =>
      `Apasă butonul de mai jos și nu îți mai trimitem newsletterul ${site} și niciun alt email.`,
    unsubscribeButton: 'Dezabonează-mă',
    goneTitle: 'Te-ai dezabonat',
    goneText: [
      'Nu mai primești newsletterul și nu îți mai trimitem niciun email.',
      'Dacă te răzgândești, te poți abona din nou din pagina blogului.',
    ],
  },
  en: {
    accepted:
      'Almost there! Unless this address is already subscribed, you will get an email with the confirmation link (at most one a day).',
    domainLimit:
      'We cannot send any more confirmation emails to addresses at this domain today: its daily limit is reached. The subscription was not recorded; please try again tomorrow. If the address is already subscribed, there is nothing to do.',
    invalidEmail: 'Your email is not valid.',
    goTo: (site: string) => `Go to ${site}`,
    okTitle: 'Almost there!',
    failTitle: 'The subscription was not sent',
    okText:
      'Unless this address is already subscribed, you will get an email with the confirmation link (we send at most one a day to an address). The subscription starts once you press the button on the page the link opens. Not there in a few minutes? Look in your spam folder too.',
    usedTitle: 'This link is no longer valid',
    usedText: [
      'The confirmation link has already been used or is incomplete.',
      'If you have already confirmed once, your subscription is active. Otherwise, subscribe again from the blog.',
    ],
    expiredTitle: 'The link has expired',
    expiredText: 'The confirmation link was valid for 7 days. Subscribe again from the blog and we will send you a new one.',
    confirmTitle: 'Confirm your subscription',
    confirmText: (site: string) =>
      `One step left: press the button below to get the ${site} newsletter, one email a month with design and marketing advice.`,
    confirmButton: 'Confirm the subscription',
    confirmedTitle: 'Your subscription is confirmed',
    confirmedText: [
      'Thank you! From now on you get the newsletter: one email a month with design and marketing advice.',
      'You can unsubscribe at any time, from the link in every email.',
    ],
    unsubscribeLink: 'Unsubscribe',
    badUnsubscribeTitle: 'This link is not valid',
    badUnsubscribeText: 'The unsubscribe link is incomplete. Open it again from the email, or write to me and I will unsubscribe you.',
    unsubscribeTitle: 'Unsubscribe?',
    unsubscribeText: (site: string) => `Press the button below and we will stop sending you the ${site} newsletter and any other email.`,
    unsubscribeButton: 'Unsubscribe me',
    goneTitle: 'You have unsubscribed',
    goneText: [
      'You no longer get the newsletter, and we will not send you any other email.',
      'If you change your mind, you can subscribe again from the blog.',
    ],
  },
} satisfies Record<FormLocale, Record<string, unknown>>;

type Subscriber = {
  id: number;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirm_sent_at: string | null;
  unsubscribe_token_hash: string;
};

/**
 * Which wording of the consent text the form showed: the version the page sends (lib/forms/consent.ts,
 * "ro-" or "en-" and a hash of the words). A value of any other shape is not stored.
 */
export function consentVersionOf(value: unknown): string | null {
  return typeof value === 'string' && /^(ro|en)-[0-9a-f]{8,16}$/.test(value) ? value : null;
}

/**
 * What unsubscribing does, in one batch: the status, and every e-mail still queued to the subscriber
 * goes (a letter being sent right now is checked again just before it goes: server/mail/outbox.ts).
 */
export function unsubscribeStatements(subscriberId: number, now: Date): Statement[] {
  return [
    {
      text: `UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, ?), confirm_token_hash = NULL WHERE id = ?`,
      params: [now.toISOString(), subscriberId],
    },
    { text: 'DELETE FROM outbox WHERE subscriber_id = ? AND sent_at IS NULL', params: [subscriberId] },
  ];
}

export function createNewsletterHandlers(ctx: ApiContext) {
  // The look of every page the service writes, app.ts's error pages included.
  const { db } = ctx;
  // SQLite compares the address with the column's NOCASE collation (and its index); PostgreSQL's unique
  // index is on lower(email).
  const byEmail = db.engine === 'postgres' ? 'lower(email) = lower(?)' : 'email = ?';
  const emailKey = db.engine === 'postgres' ? 'lower(email)' : 'email';
  const SELECT = 'SELECT id, status, confirm_sent_at, unsubscribe_token_hash FROM subscribers';

  // `lang` in the links only picks the language of the page they open; the token alone decides what happens.
  const links = (confirmToken: string, unsubscribeToken: string, language: FormLocale = 'ro') => {
    const lang = language === 'ro' ? '' : `&lang=${language}`;
    return {
      confirmUrl: `${ctx.options.publicUrl}/api/newsletter/confirm?token=${confirmToken}${lang}`,
      unsubscribeUrl: `${ctx.options.publicUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken}${lang}`,
    };
  };

  /**
   * Returns whether an e-mail was queued. One batch: the slot, the subscriber's new link pair and the
   * confirmation commit together or not at all; every decision is a guard in SQL (a batch cannot branch).
   */
  const signUp = async (
    email: string,
    source: string,
    now: Date,
    language: FormLocale,
    consentVersion: string | null,
  ): Promise<boolean> => {
    const at = now.getTime();
    // Nothing to send to a confirmed subscriber, nor again within minutes to a pending one.
    const wanted = {
      sql: `NOT EXISTS (SELECT 1 FROM subscribers WHERE ${byEmail}
              AND (status = 'confirmed' OR (status = 'pending' AND confirm_sent_at > ?)))`,
      params: [email, new Date(at - RESEND_AFTER_MS).toISOString()],
    };
    // One confirmation a day per inbox, however spelled (+tags, case): the form cannot be used to flood
    // someone with confirmations. The first one's link stays valid for days.
    const slot = dailySlotStatements(
      'newsletter-confirm',
      email,
      at,
      ctx.options.mailPerDomainPerDay,
      crypto.randomUUID(),
      wanted,
    );
    const confirmToken = newToken();
    // A new pair each time: the previous confirmation's links stop working together.
    const unsubscribeToken = await unsubscribeTokenFor(confirmToken);
    const confirmHash = await hashToken(confirmToken);
    const sentAt = now.toISOString();
    const results = await db.batch([
      ...slot.statements,
      {
        text: `INSERT INTO subscribers (email, status, source, created_at, confirm_token_hash, confirm_sent_at, unsubscribe_token_hash, consent_version, language)
               SELECT CAST(? AS TEXT), 'pending', CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS TEXT)
               WHERE ${slot.taken.sql}
               ON CONFLICT (${emailKey}) DO UPDATE SET status = 'pending', source = excluded.source,
                 confirm_token_hash = excluded.confirm_token_hash, confirm_sent_at = excluded.confirm_sent_at,
                 unsubscribe_token_hash = excluded.unsubscribe_token_hash, consent_version = excluded.consent_version,
                 language = excluded.language`,
        params: [email, source, sentAt, confirmHash, sentAt, await hashToken(unsubscribeToken), consentVersion, language, ...slot.taken.params],
      },
      // Only a row that now holds this request's new token hash gets the e-mail.
      enqueueStatement(
        'newsletter-confirm',
        newsletterConfirmation(email, links(confirmToken, unsubscribeToken, language), ctx.brand, language),
        { owner: { subscriberByConfirmHash: confirmHash }, siteUrl: ctx.brand.siteUrl, now: at, when: {
          sql: 'EXISTS (SELECT 1 FROM subscribers WHERE confirm_token_hash = ?)',
          params: [confirmHash],
        } },
      ),
    ]);
    return results[results.length - 1]!.changes > 0;
  };

  const page = (
    status: number,
    language: FormLocale,
    content: Omit<Page, 'links'>,
    extraLinks: Page['links'] = [],
    headers: Record<string, string> = {},
  ) =>
    htmlPage(
      status,
      {
        ...content,
        // The way on is the main link; the page's own extra (unsubscribe) comes second.
        links: [
          { href: language === 'en' ? `${ctx.siteHref.replace(/\/$/, '')}/en` : ctx.siteHref, label: SAY[language].goTo(ctx.brand.siteName) },
          ...extraLinks,
        ],
      },
      { siteName: ctx.brand.siteName, shell: ctx.shell(language), language, headers },
    );

  async function handleSignUp(request: Request, reject: Reject): Promise<Response | null> {
    const body = await readFormPost(request, ctx.options, reject);
    if (!body || body instanceof Response) return body;
    const { html, language } = body;
    const say = SAY[language];
    const answer = (status: number, message: string, errors?: FieldErrors, headers: Record<string, string> = {}): Response => {
      if (status === 503) headers = { 'Retry-After': '60' };
      if (!html) return json(status, errors ? { message, errors } : { message }, headers);
      const ok = status === 201;
      return page(
        status,
        language,
        { title: ok ? say.okTitle : say.failTitle, tone: ok ? 'ok' : 'error', paragraphs: ok ? [say.okText] : [message] },
        [],
        headers,
      );
    };
    // The confirmation e-mail already stops bots from subscribing strangers; the honeypot saves the mail.
    if (typeof body.data.website === 'string' && body.data.website.trim() !== '') return answer(201, say.accepted);
    const parsed = inLocale(language, () => newsletterSchema.safeParse(body.data));
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return answer(422, errors.email ?? say.invalidEmail, errors);
    }
    let queued: boolean;
    try {
      queued = await signUp(
        parsed.data.email,
        parsed.data.source ?? 'site',
        new Date(ctx.now()),
        language,
        consentVersionOf(body.data.consent),
      );
    } catch (error) {
      ctx.options.log(`newsletter: could not store a sign-up: ${(error as Error).message}`);
      return answer(503, UNAVAILABLE_MESSAGE_IN[language]);
    }
    if (queued) ctx.mail.kick();
    else {
      // The answer below promises an e-mail; the domain's daily count would keep it from going (issue 44).
      const now = ctx.now();
      let full = false;
      try {
        full = await domainLimitReached(db, parsed.data.email, now, ctx.options.mailPerDomainPerDay);
      } catch (error) {
        ctx.options.log(`newsletter: could not read the domain's count: ${(error as Error).message}`);
        return answer(503, UNAVAILABLE_MESSAGE_IN[language]);
      }
      if (full) return answer(429, say.domainLimit, undefined, { 'Retry-After': String(secondsToNextDay(now)) });
    }
    return answer(201, say.accepted);
  }

  const tokenOf = (request: Request) => queryOf(request).get('token') ?? '';
  const languageOf = (request: Request) => formLocale(queryOf(request).get('lang'));

  /**
   * Mail security scanners open every link in an e-mail, so a GET only shows a button; the POST it
   * sends (same URL, token in the query) is what confirms. One handler for both, so the two can never
   * disagree on which links are valid.
   */
  async function handleConfirm(request: Request): Promise<Response> {
    const post = request.method === 'POST';
    const token = tokenOf(request);
    const language = languageOf(request);
    const say = SAY[language];
    const lang = language === 'ro' ? '' : `&lang=${language}`;
    const row = TOKEN.test(token)
      ? await db.get<Subscriber>(`${SELECT} WHERE confirm_token_hash = ?`, [await hashToken(token)])
      : undefined;
    if (!row) {
      return page(404, language, { title: say.usedTitle, tone: 'error', paragraphs: say.usedText });
    }
    if (!row.confirm_sent_at || ctx.now() - Date.parse(row.confirm_sent_at) > CONFIRM_TTL_MS) {
      return page(410, language, { title: say.expiredTitle, tone: 'error', paragraphs: [say.expiredText] });
    }
    if (!post) {
      return page(200, language, {
        title: say.confirmTitle,
        paragraphs: [say.confirmText(ctx.brand.siteName)],
        form: { action: `/api/newsletter/confirm?token=${token}${lang}`, label: say.confirmButton },
      });
    }
    await db.batch([
      {
        text: `UPDATE subscribers SET status = 'confirmed', consent_at = ?, confirm_token_hash = NULL, unsubscribed_at = NULL WHERE id = ?`,
        params: [new Date(ctx.now()).toISOString(), row.id],
      },
      // A new, confirmed consent outweighs an earlier erasure: the address leaves the suppression list.
      {
        text: 'DELETE FROM suppressions WHERE address_hash = ?',
        params: [await addressHash((await db.value<string>('SELECT email FROM subscribers WHERE id = ?', [row.id])) ?? '')],
      },
    ]);
    // Subscribers from before tokens were paired (schema 5) have no derivable link: the e-mails carry it.
    const unsubscribeToken = await unsubscribeTokenFor(token);
    const unsubscribe =
      (await hashToken(unsubscribeToken)) === row.unsubscribe_token_hash
        ? [{ href: links('', unsubscribeToken, language).unsubscribeUrl, label: say.unsubscribeLink }]
        : [];
    return page(200, language, { title: say.confirmedTitle, paragraphs: say.confirmedText }, unsubscribe);
  }

  /**
   * Same rule as confirming: a GET shows a button, a POST unsubscribes. Mail clients' one-click
   * unsubscribe (RFC 8058) is such a POST, with "List-Unsubscribe=One-Click" as its body and the token in
   * the URL, so it needs nothing of its own.
   */
  async function handleUnsubscribe(request: Request): Promise<Response> {
    const post = request.method === 'POST';
    const token = tokenOf(request);
    const language = languageOf(request);
    const say = SAY[language];
    const lang = language === 'ro' ? '' : `&lang=${language}`;
    const row = TOKEN.test(token)
      ? await db.get<Pick<Subscriber, 'id' | 'status'>>(
          // The confirmation's link, or the one a letter carried (each letter has its own: server/mail/newsletter.ts).
          `SELECT id, status FROM subscribers WHERE unsubscribe_token_hash = ?
           UNION ALL
           SELECT s.id, s.status FROM newsletter_deliveries d JOIN subscribers s ON s.id = d.subscriber_id
            WHERE d.unsubscribe_token_hash = ?`,
          [await hashToken(token), await hashToken(token)],
        )
      : undefined;
    if (!row) {
      return page(404, language, { title: say.badUnsubscribeTitle, tone: 'error', paragraphs: [say.badUnsubscribeText] });
    }
    if (!post && row.status !== 'unsubscribed') {
      return page(200, language, {
        title: say.unsubscribeTitle,
        paragraphs: [say.unsubscribeText(ctx.brand.siteName)],
        form: { action: `/api/newsletter/unsubscribe?token=${token}${lang}`, label: say.unsubscribeButton },
      });
    }
    if (post) await db.batch(unsubscribeStatements(row.id, new Date(ctx.now())));
    return page(200, language, { title: say.goneTitle, paragraphs: say.goneText });
  }

  return { handleSignUp, handleConfirm, handleUnsubscribe };
}
