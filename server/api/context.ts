import type { AppOptions } from '@/server/config';
import type { DB } from '@/server/db';
import type { OutboxWorker } from '@/server/mail/outbox';
import type { Brand } from '@/server/mail/templates';

/** What the API handlers share. */
export type ApiContext = {
  db: DB;
  options: AppOptions;
  worker: OutboxWorker;
  brand: Brand;
  /** Where "back to the site" links point: "/" when this server also serves the site. */
  siteHref: string;
  /** The clock every handler reads (tests move it): never Date.now() directly. */
  now: () => number;
};

/** Something went wrong on our side (disk full, database locked): the form offers e-mail instead. */
export const UNAVAILABLE_MESSAGE =
  'Serviciul nu poate primi mesaje chiar acum. Încearcă din nou în câteva minute sau scrie-ne direct pe email.';
export const UNAVAILABLE_MESSAGE_IN = {
  ro: UNAVAILABLE_MESSAGE,
  en: 'The service cannot receive messages right now. Please try again in a few minutes or email us directly.',
} as const;
