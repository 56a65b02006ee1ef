import {
  antiSpamSchema,
  contactFieldLabelsIn,
  contactSchema,
  fieldErrors,
  inLocale,
  type FormLocale,
  type ContactData,
  type FieldErrors,
} from '@/lib/forms/schemas';
import { readFormPost } from '@/server/core/body';
import { UNAVAILABLE_MESSAGE_IN, type ApiContext, type Reject } from '@/server/core/context';
import { htmlPage, json } from '@/server/core/http';
import { attributionOf, reminderDue, statusLinks, type Attribution } from '@/server/core/leads';
import { dailySlotStatements } from '@/server/mail/limits';
import { enqueueStatement } from '@/server/mail/queue';
import { autoReplyToVisitor, leadToOwner } from '@/server/mail/templates';

/** The one answer to an accepted message, also given to the bots we drop, so they learn nothing. */
export const CONTACT_ACCEPTED = {
  message: 'Mulțumesc! Mesajul a fost trimis. Îți răspund în cel mult 24 de ore.',
};
export const CONTACT_INVALID = 'Unele câmpuri nu sunt completate corect.';

/** What the service says, in the language the form states (`lang`: "en", else Romanian). */
const SAY = {
  ro: {
    accepted: CONTACT_ACCEPTED.message,
    invalid: CONTACT_INVALID,
    okTitle: 'Mulțumesc! Mesajul a ajuns.',
    failTitle: 'Mesajul nu a fost trimis',
    // Only what is true whether or not this inbox had its one auto-reply today (saying which would tell a
    // stranger that someone wrote from that address).
    okText: 'Îți răspund în cel mult 24 de ore (în zilele lucrătoare). Dacă nu ți-am mai scris azi, primești și un email de confirmare.',
    fixText: 'Întoarce-te la formular (butonul Înapoi al browserului păstrează textul scris), corectează și trimite din nou.',
    backToContact: 'Înapoi la pagina de contact',
    backToForm: 'Înapoi la formular',
    home: 'Pagina principală',
  },
  en: {
    accepted: 'Thank you! Your message has been sent. I will reply within 24 hours.',
    invalid: 'Some fields are not filled in correctly.',
    okTitle: 'Thank you! Your message has arrived.',
    failTitle: 'The message was not sent',
    okText: 'I will reply within 24 hours (on working days). Unless I have already written to you today, you will also get a confirmation email.',
    fixText: 'Go back to the form (the browser’s Back button keeps what you wrote), correct it and send it again.',
    backToContact: 'Back to the contact page',
    backToForm: 'Back to the form',
    home: 'Home page',
  },
} satisfies Record<FormLocale, Record<string, string>>;

/**
 * Bots fill in the hidden `website` field or post faster than a person can type. A JSON post always
 * carries `elapsedMs` (our script adds it); a plain form post (no JavaScript yet) has none, and there
 * the honeypot and the rate limit have to do.
 */
export function looksAutomated(
  data: Record<string, unknown>,
  kind: 'json' | 'form',
  minFillMs: number,
): boolean {
  const { website, elapsedMs } = antiSpamSchema.parse(data);
  const honeypot =
    typeof website === 'string' ? website.trim() !== '' : website !== undefined && website !== null;
  if (honeypot) return true;
  if (elapsedMs === undefined) return kind === 'json' && minFillMs > 0;
  return !(elapsedMs >= minFillMs);
}

export function createContactHandler(ctx: ApiContext) {
  /**
   * The lead, the owner's notification and (once a day per recipient) the auto-reply are one batch:
   * committed together (and synced to disk) before we say 201, or not at all.
   */
  const store = async (lead: ContactData, receivedAt: Date, language: FormLocale, attribution: Attribution) => {
    const now = receivedAt.getTime();
    // The lead's own key, so the batch's later statements find it (an id is only known after the insert).
    const ref = crypto.randomUUID();
    const siteUrl = ctx.brand.siteUrl;
    const { leadReminderHours, openingHours } = ctx.options;
    const dueAt = leadReminderHours > 0 ? reminderDue(now, leadReminderHours, openingHours) : null;
    const links = await statusLinks(ctx.db, ctx.options.publicUrl, ref, now);
    // Anyone can type anyone's address: the address gets one auto-reply a day, whoever sends the forms.
    const slot = dailySlotStatements('autoreply', lead.email, now, ctx.options.mailPerDomainPerDay, crypto.randomUUID());
    await ctx.db.batch([
      {
        text: `INSERT INTO leads (ref, created_at, name, email, phone, company, services, budget, message,
                                   page, landing, referrer, language, due_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        params: [
          ref,
          receivedAt.toISOString(),
          lead.name,
          lead.email,
          lead.phone ?? null,
          lead.company ?? null,
          JSON.stringify(lead.services),
          lead.budget ?? null,
          lead.message,
          attribution.page,
          attribution.landing,
          attribution.referrer,
          language,
          dueAt,
        ],
      },
      enqueueStatement('lead-owner', leadToOwner(lead, receivedAt, ctx.brand, language, { attribution, links }), {
        owner: { lead: ref },
        siteUrl,
        now,
      }),
      ...slot.statements,
      enqueueStatement('lead-autoreply', autoReplyToVisitor(lead.email, ctx.brand, language), {
        owner: { lead: ref },
        siteUrl,
        now,
        when: slot.taken,
      }),
    ]);
  };

  function answer(
    html: boolean,
    status: number,
    message: string,
    language: FormLocale,
    errors?: FieldErrors,
    headers?: Record<string, string>,
  ): Response {
    const say = SAY[language];
    if (!html) return json(status, errors ? { message, errors } : { message }, headers);
    const ok = status === 201;
    const list = errors
      ? Object.entries(errors).map(
          ([field, text]) => `${contactFieldLabelsIn[language][field as keyof ContactData] ?? field}: ${text}`,
        )
      : undefined;
    return htmlPage(
      status,
      {
        title: ok ? say.okTitle : say.failTitle,
        tone: ok ? 'ok' : 'error',
        paragraphs: ok
          ? [say.okText]
          : [message, say.fixText],
        list,
        links: [
          {
            href: `${ctx.siteHref.replace(/\/$/, '')}${language === 'en' ? '/en' : ''}/contact`,
            label: ok ? say.backToContact : say.backToForm,
          },
          { href: `${ctx.siteHref.replace(/\/$/, '')}${language === 'en' ? '/en' : '/'}`, label: say.home },
        ],
      },
      { siteName: ctx.brand.siteName, shell: ctx.shell(language), language, headers },
    );
  }

  return async function handleContact(request: Request, reject: Reject): Promise<Response | null> {
    const body = await readFormPost(request, ctx.options, reject);
    if (!body || body instanceof Response) return body;
    const { html, language } = body;
    // Bad input always gets its field messages (the same the form shows, so a bot learns nothing new);
    // only a well-formed message that looks automated is dropped behind the usual answer.
    const parsed = inLocale(language, () => contactSchema.safeParse(body.data));
    if (!parsed.success) return answer(html, 422, SAY[language].invalid, language, fieldErrors(parsed.error));
    if (looksAutomated(body.data, body.kind, ctx.options.minFillMs))
      return answer(html, 201, SAY[language].accepted, language);
    try {
      await store(parsed.data, new Date(ctx.now()), language, attributionOf(body.data));
    } catch (error) {
      ctx.options.log(`contact: could not store a lead: ${(error as Error).message}`);
      return answer(html, 503, UNAVAILABLE_MESSAGE_IN[language], language, undefined, { 'Retry-After': '60' });
    }
    ctx.mail.kick();
    return answer(html, 201, SAY[language].accepted, language);
  };
}
