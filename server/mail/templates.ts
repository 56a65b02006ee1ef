import type { FormLocale } from '@/lib/forms/messages';
import type { ContactData } from '@/lib/forms/schemas';
import { pluralRo } from '@/lib/text';
import type { OutboxMessage } from '@/server/mail/message';

/** One option of the contact form: its stored id and the Romanian label the owner reads. */
export type Option = { value: string; label: string };

export type Brand = {
  siteName: string;
  ownerName: string;
  ownerEmail: string;
  siteUrl: string;
  /**
   * The contact form's services and budgets (content/contact.yaml), passed in by the host (read from the
   * content on Node, bundled into the Worker), so that this module reads no file.
   */
  options: { services: readonly Option[]; budgets: readonly Option[] };
};

const dateTime = new Intl.DateTimeFormat('ro-RO', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Bucharest',
});

export function serviceLabels(ids: readonly string[], services: readonly Option[]): string[] {
  return ids.map((id) => services.find((o) => o.value === id)?.label ?? id);
}

export function budgetLabel(id: string | undefined | null, budgets: readonly Option[]): string | undefined {
  return id ? (budgets.find((o) => o.value === id)?.label ?? id) : undefined;
}

const LANGUAGE_NAME_RO: Record<FormLocale, string> = { ro: 'română', en: 'engleză' };

/** What the owner's e-mails add to the lead: where it came from and the two status links. */
export type LeadExtras = {
  attribution?: { page: string | null; landing: string | null; referrer: string | null };
  links?: { answered: string; spam: string };
};

/** The lead's own lines, the same in the first e-mail and in the reminder. */
function leadLines(lead: ContactData, brand: Brand, language: FormLocale, extras: LeadExtras): (string | null)[] {
  const { attribution, links } = extras;
  return [
    `Nume: ${lead.name}`,
    `Email: ${lead.email}`,
    lead.phone ? `Telefon: ${lead.phone}` : null,
    lead.company ? `Companie: ${lead.company}` : null,
    `Servicii: ${serviceLabels(lead.services, brand.options.services).join(', ')}`,
    lead.budget ? `Buget: ${budgetLabel(lead.budget, brand.options.budgets)}` : null,
    `Limba formularului: ${LANGUAGE_NAME_RO[language]}${language === 'ro' ? '' : ' (răspunde-i în această limbă)'}`,
    '',
    'Detalii proiect:',
    lead.message,
    '',
    ...(attribution && (attribution.page || attribution.landing || attribution.referrer)
      ? [
          'De unde a venit:',
          attribution.page ? `Trimisă de pe pagina: ${pageUrl(brand.siteUrl, attribution.page)}` : null,
          attribution.landing ? `Prima pagină a vizitei: ${pageUrl(brand.siteUrl, attribution.landing)}` : null,
          `Venit de la: ${attribution.referrer ?? 'acces direct (fără site de trimitere)'}`,
          '',
        ]
      : []),
    ...(links
      ? [
          'După ce îi răspunzi, marchează cererea (fiecare link deschide o pagină cu un buton):',
          `Am răspuns: ${links.answered}`,
          `Spam: ${links.spam}`,
          '',
        ]
      : []),
  ];
}

const pageUrl = (siteUrl: string, path: string) => `${siteUrl.replace(/\/$/, '')}${path}`;

/** The lead, to the owner (in Romanian, whatever the visitor's language). Replying answers the visitor directly. */
export function leadToOwner(
  lead: ContactData,
  receivedAt: Date,
  brand: Brand,
  language: FormLocale = 'ro',
  extras: LeadExtras = {},
): OutboxMessage {
  const lines = [
    `Cerere nouă primită prin formularul de contact de pe ${brand.siteName}.`,
    '',
    ...leadLines(lead, brand, language, extras),
    '---',
    `Primită pe ${dateTime.format(receivedAt)} (ora României).`,
    'Răspunde direct la acest email: răspunsul ajunge la vizitator.',
  ].filter((line) => line !== null);
  return {
    to: { name: brand.siteName, address: brand.ownerEmail },
    replyTo: { name: lead.name, address: lead.email },
    subject: `Cerere nouă de ofertă: ${lead.name}`,
    text: `${lines.join('\n')}\n`,
  };
}

/**
 * The one reminder, to the owner: the lead again, before the site's "answer within 24 hours" runs out.
 * Sent only while the lead is not marked answered or spam (server/mail/reminders.ts).
 */
export function leadReminderToOwner(
  lead: ContactData,
  receivedAt: Date,
  brand: Brand,
  language: FormLocale,
  extras: LeadExtras,
): OutboxMessage {
  const lines = [
    `Cererea de mai jos a sosit pe ${dateTime.format(receivedAt)} (ora României) și nu este marcată încă drept rezolvată.`,
    `Pe ${brand.siteName} promiți un răspuns în cel mult 24 de ore. Acesta este singurul memento pentru această cerere.`,
    '',
    ...leadLines(lead, brand, language, extras),
    '---',
    'Răspunde direct la acest email: răspunsul ajunge la vizitator.',
  ].filter((line) => line !== null);
  return {
    to: { name: brand.siteName, address: brand.ownerEmail },
    replyTo: { name: lead.name, address: lead.email },
    subject: `Memento: cererea de la ${lead.name} așteaptă răspuns`,
    text: `${lines.join('\n')}\n`,
  };
}

/**
 * The auto-reply to the visitor. Fixed text: it repeats nothing the visitor typed, not even the name
 * (in the body or in the To: display name), so the form cannot be used to send someone else a message.
 */
export function autoReplyToVisitor(address: string, brand: Brand, language: FormLocale = 'ro'): OutboxMessage {
  if (language === 'en')
    return {
      to: { address },
      replyTo: { name: brand.siteName, address: brand.ownerEmail },
      subject: `We have received your message - ${brand.siteName}`,
      autoSubmitted: 'auto-replied',
      text: [
        'Hello,',
        '',
        'Thank you for your message. I have received it and will reply within 24 hours (on working days).',
        'If you would like to add anything, just reply to this email.',
        '',
        'If you did not send a message through the form on the website, please ignore this email. This automatic reply goes to the same address at most once every 24 hours.',
        '',
        brand.ownerName,
        brand.siteName,
        brand.ownerEmail,
        brand.siteUrl,
        '',
      ].join('\n'),
    };
  return {
    to: { address },
    replyTo: { name: brand.siteName, address: brand.ownerEmail },
    subject: `Am primit mesajul tău - ${brand.siteName}`,
    autoSubmitted: 'auto-replied',
    text: [
      'Bună ziua,',
      '',
      `Îți mulțumesc pentru mesaj. L-am primit și îți răspund în cel mult 24 de ore (în zilele lucrătoare).`,
      'Dacă vrei să adaugi ceva, răspunde la acest email.',
      '',
      // True to what the service does (server/mail/limits.ts): one auto-reply per address in 24 hours.
      'Dacă nu ai trimis tu un mesaj prin formularul de pe site, ignoră acest email. Trimitem acest răspuns automat cel mult o dată la 24 de ore către aceeași adresă.',
      '',
      brand.ownerName,
      brand.siteName,
      brand.ownerEmail,
      brand.siteUrl,
      '',
    ].join('\n'),
  };
}

/** Double opt-in: the confirmation link, single use, and the unsubscribe link every subscriber e-mail has. */
export function newsletterConfirmation(
  address: string,
  links: { confirmUrl: string; unsubscribeUrl: string },
  brand: Brand,
  language: FormLocale = 'ro',
): OutboxMessage {
  if (language === 'en')
    return {
      to: { address },
      subject: `Confirm your subscription to the ${brand.siteName} newsletter`,
      autoSubmitted: 'auto-generated',
      unsubscribeUrl: links.unsubscribeUrl,
      text: [
        'Hello,',
        '',
        `Someone (we hope it was you) asked to subscribe this address to the ${brand.siteName} newsletter: one email a month with design and marketing advice.`,
        '',
        'Confirm the subscription by opening the link below (valid for 7 days):',
        links.confirmUrl,
        '',
        'If you did not ask to subscribe, please ignore this email: without confirmation we send you nothing.',
        '',
        brand.siteName,
        brand.siteUrl,
        '',
        `Unsubscribe: ${links.unsubscribeUrl}`,
        '',
      ].join('\n'),
    };
  return {
    to: { address },
    subject: `Confirmă abonarea la newsletterul ${brand.siteName}`,
    autoSubmitted: 'auto-generated',
    unsubscribeUrl: links.unsubscribeUrl,
    text: [
      'Bună ziua,',
      '',
      `Cineva (sperăm că tu) a cerut abonarea acestei adrese la newsletterul ${brand.siteName}: un email pe lună cu sfaturi de design și marketing.`,
      '',
      'Confirmă abonarea deschizând linkul de mai jos (valabil 7 zile):',
      links.confirmUrl,
      '',
      'Dacă nu ai cerut tu abonarea, ignoră acest email: fără confirmare nu îți trimitem nimic.',
      '',
      brand.siteName,
      brand.siteUrl,
      '',
      `Dezabonare: ${links.unsubscribeUrl}`,
      '',
    ].join('\n'),
  };
}

/**
 * To the owner, at most once a day: the ceiling on mail to strangers held messages back. Someone is
 * probably typing other people's addresses into the forms; nothing is lost, the rest goes out hour by hour.
 */
export function ceilingNotice(
  owner: { address: string; siteName: string },
  counts: { perHour: number; sentThisHour: number; held: number },
): OutboxMessage {
  return {
    to: { name: owner.siteName, address: owner.address },
    subject: `Plafonul de emailuri automate a fost atins - ${owner.siteName}`,
    autoSubmitted: 'auto-generated',
    text: [
      'Bună ziua,',
      '',
      `În ultima oră, formularele de pe ${owner.siteName} au trimis ${pluralRo(counts.sentThisHour, 'email automat', 'emailuri automate')} către vizitatori (răspunsuri automate și confirmări de abonare): plafonul setat este de ${pluralRo(counts.perHour, 'email', 'emailuri')} pe oră (MAIL_STRANGER_LIMIT_PER_HOUR).`,
      `${pluralRo(counts.held, 'mesaj așteaptă', 'mesaje așteaptă')} acum în coadă. Pleacă în orele următoare, cel mult ${pluralRo(counts.perHour, 'mesaj', 'mesaje')} pe oră; nimic nu se pierde.`,
      '',
      'Cererile de ofertă sunt salvate toate și notificările către tine pleacă fără întârziere.',
      '',
      'Dacă nu te aștepți la atâtea mesaje, probabil cineva introduce în formulare adresele altor persoane. Site-ul trimite cel mult un răspuns automat pe zi către aceeași adresă, iar plafonul de mai sus limitează restul. Verifică ultimele cereri cu npm run leads.',
      '',
      'Primești acest mesaj cel mult o dată pe zi.',
      '',
    ].join('\n'),
  };
}
