import Link from '@/components/ui/link';
import { Loader2 } from '@/components/icons/lucide/loader-circle';
import { Mail } from '@/components/icons/lucide/mail';
import { Button } from '@/components/ui/button';
import { NEWSLETTER_ENDPOINT, endpointIn } from '@/lib/forms/endpoints';
import { mailtoHref } from '@/lib/hrefs';
import type { Dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import { consentVersion } from '@/lib/forms/consent';

/** The box's words in the page's language (content/ui*.json, newsletter). */
export type NewsletterText = Dictionary['newsletter'];

export type NewsletterState =
  | { kind: 'idle' | 'sending' }
  | { kind: 'invalid'; message: string }
  | { kind: 'sent' }
  | { kind: 'unavailable'; email: string };

/** The version of the consent wording under the box: its note and the privacy link's words. */
export function newsletterConsentVersion(locale: 'ro' | 'en', t: NewsletterText): string {
  return consentVersion(locale, `${t.note} ${t.privacy}`);
}

/** One newsletter box per page: its element ids. */
const ID = 'newsletter';

type Props = {
  source: string;
  contactEmail: string;
  locale: 'ro' | 'en';
  text: NewsletterText;
  state: NewsletterState;
  /** The loaded form's ref and hydration marker (useFormValues). */
  formProps?: { ref: React.Ref<HTMLFormElement>; 'data-hydrated'?: string };
  defaultEmail?: string;
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
  onFocus?: React.FocusEventHandler<HTMLFormElement>;
  onEmailBlur?: React.FocusEventHandler<HTMLInputElement>;
  onEmailChange?: React.ChangeEventHandler<HTMLInputElement>;
};

/**
 * The newsletter form's markup in each state, without behaviour: the server renders it idle (a plain form
 * that posts by itself), and NewsletterForm renders it again with its handlers once its code has loaded.
 */
export function NewsletterFields({ source, contactEmail, locale, text: t, state, formProps, defaultEmail, onSubmit, onFocus, onEmailBlur, onEmailChange }: Props) {
  if (state.kind === 'sent') {
    return (
      <p role="status" className="rounded-lg bg-white/10 p-4 text-sm">
        {t.sentText}
      </p>
    );
  }

  const invalid = state.kind === 'invalid';
  return (
    // Posts by itself before the script loads (or without it); the service then answers with a page.
    <form {...formProps} method="post" action={endpointIn(NEWSLETTER_ENDPOINT, locale)} onSubmit={onSubmit} onFocus={onFocus} noValidate className="space-y-3">
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="lang" value={locale} />
      {/* Which consent wording this form shows (kept with the subscriber). */}
      <input type="hidden" name="consent" value={newsletterConsentVersion(locale, t)} />
      {/* Honeypot: invisible to people, tempting to bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${ID}-website`}>{t.honeypot}</label>
        <input id={`${ID}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <label htmlFor={`${ID}-email`} className="block text-sm font-medium">
        {t.emailLabel}
      </label>
      <input
        id={`${ID}-email`}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={t.emailPlaceholder}
        defaultValue={defaultEmail}
        onBlur={onEmailBlur}
        onChange={onEmailChange}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${ID}-error` : `${ID}-note`}
        className="h-11 w-full rounded-lg border-0 bg-card px-4 text-foreground placeholder:text-muted-foreground"
      />
      {invalid && (
        <p id={`${ID}-error`} role="alert" className="rounded-md bg-card px-3 py-2 text-sm font-medium text-danger">
          {state.message}
        </p>
      )}
      <Button type="submit" variant="accent" className="w-full" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Mail aria-hidden="true" />}
        {state.kind === 'sending' ? t.sending : t.subscribe}
      </Button>
      {state.kind === 'unavailable' && (
        <p role="alert" className="rounded-md bg-card px-3 py-2 text-sm text-foreground">
          {t.unavailable}{' '}
          <a
            className="font-semibold text-primary underline"
            href={mailtoHref(contactEmail, t.mailSubject, fill(t.mailBody, { email: state.email }))}
          >
            {t.byEmail}
          </a>{' '}
          {t.byEmailAfter}
        </p>
      )}
      <p id={`${ID}-note`} className="text-xs text-ink-foreground">
        {t.note}{' '}
        <Link href={locale === 'en' ? '/en/privacy' : '/privacy'} className="underline hover:text-white">
          {t.privacy}
        </Link>
        .
      </p>
    </form>
  );
}
