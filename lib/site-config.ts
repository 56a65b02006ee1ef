/**
 * The shape of the one file an owner edits to brand the site (`content/site.ts`).
 * Every `{name}`, `{email}`, `{phone}` of the specification comes from here and nowhere else.
 */
export type Weekday = 'Mo' | 'Tu' | 'We' | 'Th' | 'Fr' | 'Sa' | 'Su';

export type OpeningHours = {
  /** What visitors read, e.g. "Luni - Vineri". */
  label: string;
  /** schema.org day codes the row covers (used by structured data). */
  days: Weekday[];
  /** "HH:MM" 24h, or null when closed. */
  opens: string | null;
  closes: string | null;
};

export type SocialLinks = {
  /** Full profile URLs. Leave a network out (or empty) and its icon is not shown. */
  facebook?: string;
  instagram?: string;
  linkedin?: string;
};

export type SiteConfig = {
  /** Brand name: header logo, page titles, footer, e-mails. */
  name: string;
  /** Short line under the brand in the logo. */
  tagline: string;
  /** The person behind the brand: author of the articles, the about page. */
  owner: { name: string; role: string; bio: string };
  /** Footer description of the owner. */
  description: string;
  /** Public contact address; the forms service sends leads here too unless OWNER_EMAIL is set. */
  email: string;
  /** Display form of the phone number; the tel: link is derived from its digits. */
  phone: string;
  /** WhatsApp number in international format, digits only (e.g. 40712345678). */
  whatsapp: string;
  /** Postal locality and country shown in the footer and the contact page. */
  address: { locality: string; country: string; countryCode: string };
  /** Opening hours, in display order. */
  hours: OpeningHours[];
  social: SocialLinks;
  /** An external scheduling page (Calendly, Cal.com...). Empty: the contact page with the subject set. */
  bookingUrl?: string;
  /** Canonical origin of the deployed site, without a trailing slash. Env: SITE_URL. */
  url: string;
  /** Year the business started; the footer shows "© {since}–{build year}". */
  since: number;
  /** Identification required by Law 365/2002 (shown in the footer when filled in). */
  legal: {
    legalName: string;
    cui: string;
    tradeRegister: string;
    registeredAddress: string;
    /** "+ TVA" when registered for VAT, else "Neplătitor de TVA". */
    vatStatement: string;
  };
  /** How many months contact-form leads are kept before deletion. Env: LEAD_RETENTION_MONTHS. */
  leadRetentionMonths: number;
  /** Newsletter sign-ups never confirmed are deleted after this many days. */
  unconfirmedSignupDays: number;
  /** How long the hosting keeps server access logs (stated in the privacy notice). */
  serverLogDays: number;
};
