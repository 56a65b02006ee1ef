import path from 'node:path';
import { isDeliverableEmail } from '@/lib/forms/email';
import { siteConfig } from '@/lib/site';
import { parseTrustProxy, type TrustProxyOption } from '@/server/proxy';

/** A mailbox as nodemailer takes it: the name is encoded by nodemailer, never pasted into a header. */
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
};

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
  /** How often retention runs (it also runs at start). */
  maintenanceIntervalMs: number;
  log: (message: string) => void;
};

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

export type ServerConfig = AppOptions & { port: number; host: string };

type Env = Record<string, string | undefined>;

class ConfigError extends Error {}

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new ConfigError(`${name} must be an integer ≥ ${min} (got "${raw}")`);
  return value;
}

function flag(env: Env, name: string): boolean {
  return /^(1|true|yes|on)$/i.test(env[name]?.trim() ?? '');
}

function origin(value: string, name: string): string {
  try {
    return new URL(value).origin;
  } catch {
    throw new ConfigError(`${name} must be a URL such as https://www.example.ro (got "${value}")`);
  }
}

/** "Studio Creativ <site@example.ro>" or a bare address. */
function parseMailbox(value: string, fallbackName: string): Mailbox {
  const match = /^\s*(?:"?([^"<]*?)"?\s*)?<([^<>\s]+)>\s*$/.exec(value);
  if (match) return { name: match[1]?.trim() || fallbackName, address: match[2]! };
  return { name: fallbackName, address: value.trim() };
}

/** DATABASE_URL, when set, must be a postgres:// URL (it selects PostgreSQL; without it, SQLite). */
function databaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return undefined;
  if (!/^postgres(ql)?:\/\//i.test(raw))
    throw new ConfigError('DATABASE_URL must start with postgres:// (or be empty for SQLite in DATA_DIR)');
  return raw;
}

function trustProxy(env: Env): TrustProxyOption {
  try {
    return parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError(
      `TRUST_PROXY must be 1 (a proxy on this machine) or the proxies' addresses, e.g. 10.0.0.5,10.1.0.0/16: ${(error as Error).message}`,
    );
  }
}

/** Reads the server's settings from the environment (.env.example documents each one). */
export function loadConfig(env: Env = process.env): ServerConfig {
  const siteUrl = origin(env.SITE_URL?.trim() || siteConfig.url, 'SITE_URL');
  const ownerEmail = env.OWNER_EMAIL?.trim() || siteConfig.email;
  // Every lead is mailed here: the outbox refuses an address SMTP would refuse, so a bad one must stop the start.
  if (!isDeliverableEmail(ownerEmail))
    throw new ConfigError(
      `OWNER_EMAIL must be an ASCII e-mail address such as office@example.ro (got "${ownerEmail}")`,
    );
  const corsOrigins = (env.CORS_ORIGINS?.trim() || siteUrl)
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => origin(o, 'CORS_ORIGINS'));
  const forms = (env.FORMS_API ?? 'on').trim().toLowerCase();
  return {
    port: int(env, 'PORT', 3000),
    host: env.HOST?.trim() || '0.0.0.0',
    outDir: path.resolve(env.OUT_DIR?.trim() || 'out'),
    dataDir:
      forms === 'off' || forms === '0' || forms === 'false'
        ? null
        : path.resolve(env.DATA_DIR?.trim() || 'data'),
    databaseUrl: databaseUrl(env),
    poolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    ownerEmail,
    mailFrom: parseMailbox(env.MAIL_FROM?.trim() || ownerEmail, siteConfig.name),
    siteName: siteConfig.name,
    ownerName: siteConfig.owner.name,
    siteUrl,
    publicUrl: origin(env.PUBLIC_URL?.trim() || siteUrl, 'PUBLIC_URL'),
    corsOrigins,
    extraHosts: (env.ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean),
    rateLimit: flag(env, 'RATE_LIMIT_DISABLED')
      ? false
      : {
          max: int(env, 'RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT.max, 1),
          windowMs: int(env, 'RATE_LIMIT_WINDOW_MS', DEFAULT_RATE_LIMIT.windowMs, 1000),
        },
    minFillMs: int(env, 'MIN_FILL_MS', 3000),
    maxBodyBytes: int(env, 'MAX_BODY_BYTES', 64 * 1024, 1024),
    retentionMonths: int(env, 'LEAD_RETENTION_MONTHS', siteConfig.leadRetentionMonths, 1),
    trustProxy: trustProxy(env),
    outbox: {
      pollMs: int(env, 'OUTBOX_POLL_MS', DEFAULT_OUTBOX.pollMs, 50),
      retryBaseMs: int(env, 'OUTBOX_RETRY_BASE_MS', DEFAULT_OUTBOX.retryBaseMs, 10),
      retryMaxMs: int(env, 'OUTBOX_RETRY_MAX_MS', DEFAULT_OUTBOX.retryMaxMs, 10),
      giveUpAfterMs: DEFAULT_OUTBOX.giveUpAfterMs,
      leaseMs: int(env, 'OUTBOX_LEASE_MS', 5 * 60_000, 1000),
    },
    strangerMailPerHour: int(env, 'MAIL_STRANGER_LIMIT_PER_HOUR', DEFAULT_STRANGER_MAIL_PER_HOUR, 1),
    instanceId: env.INSTANCE_ID?.trim() || undefined,
    mailPerDomainPerDay: int(env, 'MAIL_DOMAIN_LIMIT_PER_DAY', DEFAULT_MAIL_PER_DOMAIN_PER_DAY, 1),
    maintenanceIntervalMs: 6 * 60 * 60_000,
    log: (message) => console.log(`[${new Date().toISOString()}] ${message}`),
  };
}

export function isConfigError(error: unknown): error is Error {
  return error instanceof ConfigError;
}
