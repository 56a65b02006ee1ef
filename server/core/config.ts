/**
 * The forms service's settings from an environment record, with no `node:` import and no file read: the
 * Node host (server/config.ts, from process.env) and the Cloudflare Worker (worker/index.ts, from its
 * `env` bindings) parse the same variable names with the same rules. The site's own defaults (URL,
 * e-mail, name) come in as data: the Node host reads them from content/, the Worker from the JSON module
 * the build writes (worker/site.generated.json).
 */
import { isDeliverableEmail } from '@/lib/forms/email';
import type { AppOptions } from '@/server/config';
import type { GithubOAuthOptions } from '@/server/core/auth';
import type { OpeningHours } from '@/server/core/leads';
import { rememberSecrets } from '@/server/core/redact';
import type { BookingSettings } from '@/server/core/slots';

/** A mailbox as the transports take it: the name is encoded by the transport, never pasted into a header. */
export type Mailbox = { name?: string; address: string };

export type RateLimitOptions = {
  /** Requests one client may make to one endpoint per window. */
  max: number;
  windowMs: number;
};

export type OutboxOptions = {
  /** How often the worker looks for due messages (it is also woken right after a form is stored). */
  pollMs: number;
  /** First retry delay; doubles per attempt up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A message still failing after this long is marked failed (kept for the owner to inspect). */
  giveUpAfterMs: number;
  /**
   * How long a claimed message stays hidden from the other workers (default 5 minutes). Longer than any
   * send takes; it is also how long a crashed instance's claims wait before another instance takes them.
   */
  leaseMs?: number;
  /**
   * The newsletter's letters per clock hour (NEWSLETTER_PER_HOUR): what the owner's mail provider allows
   * (docs/forms.md lists the common ones). Past it, letters wait in the outbox for a later hour.
   */
  newsletterPerHour?: number;
};

/** Letters an hour when NEWSLETTER_PER_HOUR is not set: under what most shared-hosting SMTP servers allow. */
export const DEFAULT_NEWSLETTER_PER_HOUR = 100;

export const DEFAULT_OUTBOX: OutboxOptions = {
  pollMs: 5_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  giveUpAfterMs: 7 * 24 * 60 * 60_000,
};

/**
 * A freelancer's site sends a handful of auto-replies and confirmations a day; 100 an hour is far above
 * that and still caps what someone abusing the forms can make the owner's domain send (2,400 a day, below
 * the daily quota of most small SMTP plans, so the owner's own mail keeps flowing).
 */
export const DEFAULT_STRANGER_MAIL_PER_HOUR = 100;

/** A company writes a few times a day at most; a catch-all domain under attack stops here. */
export const DEFAULT_MAIL_PER_DOMAIN_PER_DAY = 5;

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 10, windowMs: 10 * 60_000 };

export type Env = Record<string, string | undefined>;

/** A setting that stops the start: the message in Romanian, and the variable it is about (where it is set: server/config.ts). */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly variable?: string,
  ) {
    super(message);
  }
}

export function isConfigError(error: unknown): error is ConfigError {
  return error instanceof ConfigError;
}

export function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new ConfigError(`${name} trebuie să fie un număr întreg, cel puțin ${min} (acum: „${raw}”)`, name);
  return value;
}

export function flag(env: Env, name: string): boolean {
  return /^(1|true|yes|on)$/i.test(env[name]?.trim() ?? '');
}

export function origin(value: string, name: string): string {
  try {
    return new URL(value).origin;
  } catch {
    throw new ConfigError(`${name} trebuie să fie o adresă web, de exemplu https://www.example.ro (acum: „${value}”)`, name);
  }
}

/** "Studio Creativ <site@example.ro>" or a bare address. */
function parseMailbox(value: string, fallbackName: string): Mailbox {
  const match = /^\s*(?:"?([^"<]*?)"?\s*)?<([^<>\s]+)>\s*$/.exec(value);
  if (match) return { name: match[1]?.trim() || fallbackName, address: match[2]! };
  return { name: fallbackName, address: value.trim() };
}

/** GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET together turn the editor's sign-in on; one alone is a mistake. */
function githubOAuth(env: Env): GithubOAuthOptions | null {
  const clientId = env.GITHUB_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim();
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret)
    throw new ConfigError(
      `GITHUB_CLIENT_ID și GITHUB_CLIENT_SECRET merg împreună (cele două valori ale aplicației OAuth din GitHub); ${clientId ? 'GITHUB_CLIENT_SECRET' : 'GITHUB_CLIENT_ID'} este gol`,
      clientId ? 'GITHUB_CLIENT_SECRET' : 'GITHUB_CLIENT_ID',
    );
  return {
    clientId,
    clientSecret,
    baseUrl: origin(env.GITHUB_OAUTH_URL?.trim() || 'https://github.com', 'GITHUB_OAUTH_URL'),
  };
}

/** What the site's content says when the environment does not (content/site.yaml). */
export type SiteDefaults = {
  /** The site's URL (SITE_URL overrides it). */
  url: string;
  /** The owner's e-mail (OWNER_EMAIL overrides it). */
  email: string;
  /** The brand name, in e-mails and pages. */
  name: string;
  /** Signs the auto-reply. */
  ownerName: string;
  /** LEAD_RETENTION_MONTHS overrides it. */
  leadRetentionMonths: number;
  /** The owner's opening hours (content/site.yaml `hours`): reminders of unanswered leads fall inside them. */
  hours: OpeningHours;
  /** The consultation's slots (content/site.yaml `booking`). */
  booking: BookingSettings;
};

/** The settings both hosts read; the Node host adds its own (port, data folder, proxies…). */
export type FormsConfig = Pick<
  AppOptions,
  | 'smtpUrl'
  | 'ownerEmail'
  | 'mailFrom'
  | 'siteName'
  | 'ownerName'
  | 'siteUrl'
  | 'publicUrl'
  | 'corsOrigins'
  | 'rateLimit'
  | 'minFillMs'
  | 'maxBodyBytes'
  | 'retentionMonths'
  | 'leadReminderHours'
  | 'openingHours'
  | 'booking'
  | 'outbox'
  | 'strangerMailPerHour'
  | 'mailPerDomainPerDay'
  | 'githubOAuth'
>;

/** Reads the forms settings from an environment record (.env.example documents each variable). */
export function parseFormsConfig(env: Env, site: SiteDefaults): FormsConfig {
  // Whatever this configuration holds of passwords and tokens never reaches a log line (server/core/redact.ts).
  rememberSecrets(env);
  const siteUrl = origin(env.SITE_URL?.trim() || site.url, 'SITE_URL');
  const ownerEmail = env.OWNER_EMAIL?.trim() || site.email;
  // Every lead is mailed here: the outbox refuses an address SMTP would refuse, so a bad one must stop the start.
  if (!isDeliverableEmail(ownerEmail))
    throw new ConfigError(
      `OWNER_EMAIL trebuie să fie o adresă de e-mail fără diacritice, de exemplu office@example.ro (acum: „${ownerEmail}”)`,
      'OWNER_EMAIL',
    );
  const corsOrigins = (env.CORS_ORIGINS?.trim() || siteUrl)
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => origin(o, 'CORS_ORIGINS'));
  return {
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    ownerEmail,
    mailFrom: parseMailbox(env.MAIL_FROM?.trim() || ownerEmail, site.name),
    siteName: site.name,
    ownerName: site.ownerName,
    siteUrl,
    publicUrl: origin(env.PUBLIC_URL?.trim() || siteUrl, 'PUBLIC_URL'),
    corsOrigins,
    rateLimit: flag(env, 'RATE_LIMIT_DISABLED')
      ? false
      : {
          max: int(env, 'RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT.max, 1),
          windowMs: int(env, 'RATE_LIMIT_WINDOW_MS', DEFAULT_RATE_LIMIT.windowMs, 1000),
        },
    minFillMs: int(env, 'MIN_FILL_MS', 3000),
    maxBodyBytes: int(env, 'MAX_BODY_BYTES', 64 * 1024, 1024),
    retentionMonths: int(env, 'LEAD_RETENTION_MONTHS', site.leadRetentionMonths, 1),
    // The site promises an answer within 24 hours: the owner is reminded 20 hours in (0 turns it off).
    leadReminderHours: int(env, 'LEAD_REMINDER_HOURS', 20, 0),
    openingHours: site.hours,
    booking: site.booking,
    outbox: {
      pollMs: int(env, 'OUTBOX_POLL_MS', DEFAULT_OUTBOX.pollMs, 50),
      retryBaseMs: int(env, 'OUTBOX_RETRY_BASE_MS', DEFAULT_OUTBOX.retryBaseMs, 10),
      retryMaxMs: int(env, 'OUTBOX_RETRY_MAX_MS', DEFAULT_OUTBOX.retryMaxMs, 10),
      giveUpAfterMs: DEFAULT_OUTBOX.giveUpAfterMs,
      leaseMs: int(env, 'OUTBOX_LEASE_MS', 5 * 60_000, 1000),
      newsletterPerHour: int(env, 'NEWSLETTER_PER_HOUR', DEFAULT_NEWSLETTER_PER_HOUR, 1),
    },
    strangerMailPerHour: int(env, 'MAIL_STRANGER_LIMIT_PER_HOUR', DEFAULT_STRANGER_MAIL_PER_HOUR, 1),
    mailPerDomainPerDay: int(env, 'MAIL_DOMAIN_LIMIT_PER_DAY', DEFAULT_MAIL_PER_DOMAIN_PER_DAY, 1),
    githubOAuth: githubOAuth(env),
  };
}
