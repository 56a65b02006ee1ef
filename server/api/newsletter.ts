import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fieldErrors, newsletterSchema, type FieldErrors } from '@/lib/forms/schemas';
import { UNAVAILABLE_MESSAGE, type ApiContext } from '@/server/api/context';
import { drain, readBody } from '@/server/body';
import { takeDailySlot } from '@/server/mail/limits';
import { enqueue } from '@/server/mail/outbox';
import { newsletterConfirmation } from '@/server/mail/templates';
import { sendJson, sendPage, wantsHtml, type Page } from '@/server/respond';

/** Same answer whether the address is new, pending, confirmed or unsubscribed: nobody can probe the list. */
export const NEWSLETTER_ACCEPTED = {
  message: 'Aproape gata! Ți-am trimis un email cu linkul de confirmare.',
};

/** A confirmation link works this long. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;
/** Repeated sign-ups of a pending address re-send the link at most this often (no mail-bombing). */
export const RESEND_AFTER_MS = 15 * 60_000;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

type Subscriber = {
  id: number;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirm_sent_at: string | null;
  unsubscribe_token: string;
};

function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Only the hash of a confirmation token is stored: a copy of the database cannot confirm anyone. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function createNewsletterHandlers(ctx: ApiContext) {
  // The look of every page the service writes, app.ts's error pages included.
  const { db } = ctx;
  // SQLite compares the address with the column's NOCASE collation (and its index); PostgreSQL's unique
  // index is on lower(email).
  const byEmail = db.engine === 'postgres' ? 'lower(email) = lower(?)' : 'email = ?';
  const SELECT = 'SELECT id, status, confirm_sent_at, unsubscribe_token FROM subscribers';

  const links = (confirmToken: string, unsubscribeToken: string) => ({
    confirmUrl: `${ctx.options.publicUrl}/api/newsletter/confirm?token=${confirmToken}`,
    unsubscribeUrl: `${ctx.options.publicUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken}`,
  });

  /** Returns whether an e-mail was queued. */
  const signUp = (email: string, source: string, now: Date): Promise<boolean> =>
    db.transaction(async (tx) => {
      // FOR UPDATE: two instances signing up the same address one after the other, not interleaved.
      const existing = await tx.get<Subscriber>(
        `${SELECT} WHERE ${byEmail}${tx.engine === 'postgres' ? ' FOR UPDATE' : ''}`,
        [email],
      );
      if (existing?.status === 'confirmed') return false;
      if (existing?.status === 'pending') {
        const lastSent = existing.confirm_sent_at ? Date.parse(existing.confirm_sent_at) : 0;
        if (now.getTime() - lastSent < RESEND_AFTER_MS) return false;
      }
      // One confirmation a day per inbox, however spelled (+tags, case): the form cannot be used to flood
      // someone with confirmations. The first one's link stays valid for days.
      if (!(await takeDailySlot(tx, 'newsletter-confirm', email, now.getTime()))) return false;
      const confirmToken = newToken();
      const sentAt = now.toISOString();
      if (!existing) {
        const unsubscribeToken = newToken();
        const subscriberId = await tx.value<number>(
          `INSERT INTO subscribers (email, status, source, created_at, confirm_token_hash, confirm_sent_at, unsubscribe_token)
           VALUES (?, 'pending', ?, ?, ?, ?, ?) RETURNING id`,
          [email, source, sentAt, hashToken(confirmToken), sentAt, unsubscribeToken],
        );
        await enqueue(
          tx,
          'newsletter-confirm',
          newsletterConfirmation(email, links(confirmToken, unsubscribeToken), ctx.brand),
          { subscriberId, siteUrl: ctx.brand.siteUrl },
        );
        return true;
      }
      await tx.run(
        `UPDATE subscribers SET status = 'pending', source = ?, confirm_token_hash = ?, confirm_sent_at = ? WHERE id = ?`,
        [source, hashToken(confirmToken), sentAt, existing.id],
      );
      await enqueue(
        tx,
        'newsletter-confirm',
        newsletterConfirmation(email, links(confirmToken, existing.unsubscribe_token), ctx.brand),
        { subscriberId: existing.id, siteUrl: ctx.brand.siteUrl },
      );
      return true;
    });

  const page = (
    res: ServerResponse,
    status: number,
    content: Omit<Page, 'links'>,
    extraLinks: Page['links'] = [],
  ) =>
    sendPage(
      res,
      status,
      {
        ...content,
        // The way on is the main link; the page's own extra (unsubscribe) comes second.
        links: [{ href: ctx.siteHref, label: `Mergi la ${ctx.brand.siteName}` }, ...extraLinks],
      },
      ctx.brand.siteName,
    );

  async function handleSignUp(
    req: IncomingMessage,
    res: ServerResponse,
    reject: (status: number, message: string) => void,
  ): Promise<void> {
    const body = await readBody(req, ctx.options.maxBodyBytes);
    if (!body) return;
    if (!body.ok) {
      reject(body.status, body.message);
      return;
    }
    const html = wantsHtml(req, body.kind);
    const answer = (status: number, message: string, errors?: FieldErrors) => {
      if (!html) {
        sendJson(
          res,
          status,
          errors ? { message, errors } : { message },
          status === 503 ? { 'Retry-After': '60' } : {},
        );
        return;
      }
      const ok = status === 201;
      page(res, status, {
        title: ok ? 'Aproape gata!' : 'Abonarea nu a fost trimisă',
        tone: ok ? 'ok' : 'error',
        paragraphs: ok
          ? ['Ți-am trimis un email cu linkul de confirmare. Abonarea devine activă după ce îl deschizi.']
          : [message],
      });
    };
    // The confirmation e-mail already stops bots from subscribing strangers; the honeypot saves the mail.
    if (typeof body.data.website === 'string' && body.data.website.trim() !== '') {
      answer(201, NEWSLETTER_ACCEPTED.message);
      return;
    }
    const parsed = newsletterSchema.safeParse(body.data);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      answer(422, errors.email ?? 'Emailul nu este valid.', errors);
      return;
    }
    let queued: boolean;
    try {
      queued = await signUp(parsed.data.email, parsed.data.source ?? 'site', new Date());
    } catch (error) {
      ctx.options.log(`newsletter: could not store a sign-up: ${(error as Error).message}`);
      answer(503, UNAVAILABLE_MESSAGE);
      return;
    }
    answer(201, NEWSLETTER_ACCEPTED.message);
    if (queued) ctx.worker.kick();
  }

  const tokenOf = (req: IncomingMessage) =>
    new URL(req.url ?? '/', 'http://localhost').searchParams.get('token') ?? '';

  /**
   * Mail security scanners open every link in an e-mail, so a GET only shows a button; the POST it
   * sends (same URL, token in the query) is what confirms. One handler for both, so the two can never
   * disagree on which links are valid.
   */
  async function handleConfirm(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const post = req.method === 'POST';
    if (post) drain(req);
    const token = tokenOf(req);
    const row = TOKEN.test(token)
      ? await db.get<Subscriber>(`${SELECT} WHERE confirm_token_hash = ?`, [hashToken(token)])
      : undefined;
    if (!row) {
      page(res, 404, {
        title: 'Linkul nu mai este valid',
        tone: 'error',
        paragraphs: [
          'Linkul de confirmare a fost deja folosit sau nu este complet.',
          'Dacă ai confirmat deja o dată, abonarea ta este activă. Altfel, abonează-te din nou din pagina blogului.',
        ],
      });
      return;
    }
    if (!row.confirm_sent_at || Date.now() - Date.parse(row.confirm_sent_at) > CONFIRM_TTL_MS) {
      page(res, 410, {
        title: 'Linkul a expirat',
        tone: 'error',
        paragraphs: [
          'Linkul de confirmare era valabil 7 zile. Abonează-te din nou din pagina blogului și îți trimitem altul.',
        ],
      });
      return;
    }
    if (!post) {
      page(res, 200, {
        title: 'Confirmă abonarea',
        paragraphs: [
          `Mai este un singur pas: apasă butonul de mai jos și primești newsletterul ${ctx.brand.siteName}, un email pe lună cu sfaturi de design și marketing.`,
        ],
        form: { action: `/api/newsletter/confirm?token=${token}`, label: 'Confirmă abonarea' },
      });
      return;
    }
    await db.run(
      `UPDATE subscribers SET status = 'confirmed', consent_at = ?, confirm_token_hash = NULL, unsubscribed_at = NULL WHERE id = ?`,
      [new Date().toISOString(), row.id],
    );
    const { unsubscribeUrl } = links('', row.unsubscribe_token);
    page(
      res,
      200,
      {
        title: 'Abonarea este confirmată',
        paragraphs: [
          'Mulțumim! De acum primești newsletterul: un email pe lună cu sfaturi de design și marketing.',
          'Te poți dezabona oricând, din linkul aflat în fiecare email.',
        ],
      },
      [{ href: unsubscribeUrl, label: 'Dezabonează-te' }],
    );
  }

  /**
   * Same rule as confirming: a GET shows a button, a POST unsubscribes. Mail clients' one-click
   * unsubscribe (RFC 8058) is such a POST, with "List-Unsubscribe=One-Click" as its body and the token in
   * the URL, so it needs nothing of its own.
   */
  async function handleUnsubscribe(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const post = req.method === 'POST';
    if (post) drain(req);
    const token = tokenOf(req);
    const row = TOKEN.test(token)
      ? await db.get<Pick<Subscriber, 'id' | 'status'>>(
          'SELECT id, status FROM subscribers WHERE unsubscribe_token = ?',
          [token],
        )
      : undefined;
    if (!row) {
      page(res, 404, {
        title: 'Linkul nu este valid',
        tone: 'error',
        paragraphs: [
          'Linkul de dezabonare nu este complet. Deschide-l din nou din email sau scrie-ne și te dezabonăm noi.',
        ],
      });
      return;
    }
    if (!post && row.status !== 'unsubscribed') {
      page(res, 200, {
        title: 'Te dezabonezi?',
        paragraphs: [
          `Apasă butonul de mai jos și nu îți mai trimitem newsletterul ${ctx.brand.siteName} și niciun alt email.`,
        ],
        form: { action: `/api/newsletter/unsubscribe?token=${token}`, label: 'Dezabonează-mă' },
      });
      return;
    }
    if (post) {
      await db.transaction(async (tx) => {
        await tx.run(
          `UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, ?), confirm_token_hash = NULL WHERE id = ?`,
          [new Date().toISOString(), row.id],
        );
        await tx.run('DELETE FROM outbox WHERE subscriber_id = ? AND sent_at IS NULL', [row.id]);
      });
    }
    page(res, 200, {
      title: 'Te-ai dezabonat',
      paragraphs: [
        'Nu mai primești newsletterul și nu îți mai trimitem niciun email.',
        'Dacă te răzgândești, te poți abona din nou din pagina blogului.',
      ],
    });
  }

  return { handleSignUp, handleConfirm, handleUnsubscribe };
}
