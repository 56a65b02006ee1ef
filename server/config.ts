import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '@/lib/site';
import {
  ConfigError,
  int,
  parseFormsConfig,
  type Env,
  type Mailbox,
  type OutboxOptions,
  type RateLimitOptions,
} from '@/server/core/config';
import type { GithubOAuthOptions } from '@/server/core/auth';
import type { OpeningHours } from '@/server/core/leads';
import { scrub } from '@/server/core/redact';
import { checkSmtpUrl } from '@/server/mail/smtp-url';
import type { BookingSettings } from '@/server/core/slots';
import { parseTrustProxy, type TrustProxyOption } from '@/server/proxy';

// The forms settings are parsed by the runtime-neutral half (server/core/config.ts), which the Worker uses too.
export {
  DEFAULT_MAIL_PER_DOMAIN_PER_DAY,
  DEFAULT_OUTBOX,
  DEFAULT_RATE_LIMIT,
  DEFAULT_STRANGER_MAIL_PER_HOUR,
  isConfigError,
  type Mailbox,
  type OutboxOptions,
  type RateLimitOptions,
} from '@/server/core/config';

export type AppOptions = {
  /** The static export to serve (next build's out/). */
  outDir: string;
  /** Where the SQLite file lives (created if missing). Null disables the forms API (answers 404). */
  dataDir: string | null;
  /** postgres://… : the forms data in PostgreSQL instead of SQLite (several instances may share it). */
  databaseUrl?: string;
  /** PostgreSQL connections per process. */
  poolSize: number;
  /** smtp:// or smtps:// URL with credentials. Empty: e-mails wait in the outbox. */
  smtpUrl?: string;
  /** Who receives the leads. */
  ownerEmail: string;
  /** The sender of every e-mail; the SMTP account must be allowed to send as this address. */
  mailFrom: Mailbox;
  /** Brand name used in e-mails and pages. */
  siteName: string;
  /** Owner's name, signs the auto-reply. */
  ownerName: string;
  /** Origin of the public site (links back to it from e-mails and pages). */
  siteUrl: string;
  /** Origin where this server is reachable from the outside (confirm and unsubscribe links). */
  publicUrl: string;
  /** Origins allowed to call the API from a browser when the site is served from elsewhere. */
  corsOrigins: string[];
  /** Host names answered besides those of siteUrl, publicUrl and corsOrigins (server/hosts.ts). */
  extraHosts?: string[];
  /** False turns the rate limit off (load tests). */
  rateLimit: RateLimitOptions | false;
  /** Contact forms filled in faster than this are dropped as bots. */
  minFillMs: number;
  /** Largest accepted request body. */
  maxBodyBytes: number;
  /** A body that sends nothing for this long is answered 408 (server/body.ts; tests shorten it). */
  bodyIdleMs?: number;
  /** Leads older than this are deleted. */
  retentionMonths: number;
  /**
   * Hours after a lead arrives, moved into the owner's opening hours, when one reminder goes to the owner
   * if the lead is not marked answered or spam (LEAD_REMINDER_HOURS; 0: no reminders).
   */
  leadReminderHours: number;
  /** The owner's opening hours (content/site.yaml), in Europe/Bucharest time. */
  openingHours: OpeningHours;
  /** The free consultation's slots: length, days ahead, notice, closed dates (content/site.yaml `booking`). */
  booking: BookingSettings;
  /**
   * The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (server/proxy.ts): true
   * for loopback, or their addresses and CIDR ranges. Everyone else's headers are ignored.
   */
  trustProxy: TrustProxyOption;
  outbox: OutboxOptions;
  /**
   * Site-wide ceiling on e-mails to addresses other than the owner's (auto-replies, newsletter
   * confirmations) per clock hour; past it they wait in the outbox for a later hour.
   */
  strangerMailPerHour: number;
  /**
   * Auto-replies and newsletter confirmations per recipient domain and UTC day (the big mailbox providers
   * excepted: server/mail/limits.ts). Past it the lead is stored and the owner told as usual.
   */
  mailPerDomainPerDay: number;
  /** The clock, in ms (tests move it); Date.now by default. */
  now?: () => number;
  /**
   * This process among several on one PostgreSQL (INSTANCE_ID; npm start: host name and port). A process
   * restarted under the same id takes back at once the e-mails it was sending when it died.
   */
  instanceId?: string;
  /**
   * The editor's GitHub sign-in (/api/auth, server/core/auth.ts): the OAuth app's id and secret, and
   * GitHub's origin. Null or absent: /api/auth answers 503 naming the variables.
   */
  githubOAuth?: GithubOAuthOptions | null;
  /** How often retention runs (it also runs at start). */
  maintenanceIntervalMs: number;
  log: (message: string) => void;
};

export type ServerConfig = AppOptions & { port: number; host: string };

/** DATABASE_URL, when set, must be a postgres:// URL (it selects PostgreSQL; without it, SQLite). */
function databaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return undefined;
  if (!/^postgres(ql)?:\/\//i.test(raw))
    throw new ConfigError('DATABASE_URL trebuie să înceapă cu postgres:// (sau să lipsească: atunci datele stau în SQLite, în DATA_DIR)', 'DATABASE_URL');
  return raw;
}

function trustProxy(env: Env): TrustProxyOption {
  try {
    return parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError(
      `TRUST_PROXY este 1 (un proxy pe acest calculator) sau adresele proxy-urilor, de exemplu 10.0.0.5,10.1.0.0/16 (${(error as Error).message})`,
      'TRUST_PROXY',
    );
  }
}

/**
 * A setting that stopped the start, as the owner's terminal says it: the Romanian message, then where to
 * mend it: the file and line when `.env` sets that value ("(.env, rândul 7)"), else the template that
 * documents every variable (a value from the server's own environment wins over the file: server/env.ts).
 */
export function configErrorLine(error: ConfigError, env: Env = process.env, envFile = '.env'): string {
  const value = error.variable ? env[error.variable] : undefined;
  if (error.variable && value !== undefined && fs.existsSync(envFile)) {
    const assignment = new RegExp(`^\\s*(?:export\\s+)?${error.variable}\\s*=\\s*(.*?)\\s*$`);
    const lines = fs.readFileSync(envFile, 'utf8').split(/\r?\n/);
    for (let i = lines.length - 1; i >= 0; i--) {
      const set = assignment.exec(lines[i]!)?.[1]?.replace(/^(["'])(.*)\1$/, '$2');
      if (set !== undefined) return set === value ? `${error.message} (${envFile}, rândul ${i + 1})` : `${error.message} (setările: .env.example)`;
    }
  }
  return `${error.message} (setările: .env.example)`;
}

/** Reads the server's settings from the environment (.env.example documents each one). */
export function loadConfig(env: Env = process.env): ServerConfig {
  // A mail account that can never work stops the start, saying why (never the password): else every
  // visitor would read "received" while no e-mail ever leaves.
  const smtp = env.SMTP_URL?.trim();
  if (smtp) {
    const checked = checkSmtpUrl(smtp);
    if (!checked.ok) throw new ConfigError(checked.problem, 'SMTP_URL');
  }
  const forms = parseFormsConfig(env, {
    url: siteConfig.url,
    email: siteConfig.email,
    name: siteConfig.name,
    ownerName: siteConfig.owner.name,
    leadRetentionMonths: siteConfig.leadRetentionMonths,
    hours: siteConfig.hours,
    booking: siteConfig.booking,
  });
  const api = (env.FORMS_API ?? 'on').trim().toLowerCase();
  return {
    ...forms,
    port: int(env, 'PORT', 3000),
    // This computer only, unless HOST says otherwise (HOST=0.0.0.0: every interface, e.g. in a container).
    host: env.HOST?.trim() || '127.0.0.1',
    outDir: path.resolve(env.OUT_DIR?.trim() || 'out'),
    dataDir:
      api === 'off' || api === '0' || api === 'false' ? null : path.resolve(env.DATA_DIR?.trim() || 'data'),
    databaseUrl: databaseUrl(env),
    poolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1),
    extraHosts: (env.ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean),
    trustProxy: trustProxy(env),
    instanceId: env.INSTANCE_ID?.trim() || undefined,
    maintenanceIntervalMs: 6 * 60 * 60_000,
    // Never a password or a token in the log (server/core/redact.ts).
    log: (message) => console.log(`[${new Date().toISOString()}] ${scrub(message)}`),
  };
}
