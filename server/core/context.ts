import type { AppOptions } from '@/server/config';
import type { PageShell } from '@/server/core/page-shell';
import type { Sql } from '@/server/sql';
import type { Brand } from '@/server/mail/templates';

/** The settings the forms core reads (both hosts build them from their environment: server/config.ts). */
export type FormsOptions = Pick<
  AppOptions,
  | 'maxBodyBytes'
  | 'bodyIdleMs'
  | 'minFillMs'
  | 'publicUrl'
  | 'siteUrl'
  | 'corsOrigins'
  | 'mailPerDomainPerDay'
  | 'leadReminderHours'
  | 'openingHours'
  | 'booking'
  | 'githubOAuth'
  | 'log'
>;

/** What sends the outbox: the host's worker (a timer on Node, waitUntil and a cron on Workers). */
export interface Mailer {
  /** Sends what is due, soon; called after every stored form so the e-mails go out at once. */
  kick(): void;
  /** Whether SMTP is configured at all (health). */
  readonly configured: boolean;
}

/** What the API handlers share: storage, mail, clock and configuration, all passed in by the host. */
export type ApiContext = {
  db: Sql;
  options: FormsOptions;
  mail: Mailer;
  brand: Brand;
  /** Where "back to the site" links point: "/" when this host also serves the site. */
  siteHref: string;
  /** The clock every handler reads (tests move it): never Date.now() directly. */
  now: () => number;
  /** The built site's look for the pages the service writes, per language; null for a plain page. */
  shell: (language: 'ro' | 'en') => PageShell | null;
};

/** An answer that is not the handler's own (a body it cannot read): JSON or a page, in the request's language. */
export type Reject = (status: number, message: string, headers?: Record<string, string>) => Response;

/** Something went wrong on our side (disk full, database locked): the form offers e-mail instead. */
export const UNAVAILABLE_MESSAGE =
  'Serviciul nu poate primi mesaje chiar acum. Încearcă din nou în câteva minute sau scrie-mi direct pe email.';
export const UNAVAILABLE_MESSAGE_IN = {
  ro: UNAVAILABLE_MESSAGE,
  en: 'The service cannot receive messages right now. Please try again in a few minutes or email us directly.',
} as const;
