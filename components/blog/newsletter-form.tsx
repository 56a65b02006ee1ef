'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NEWSLETTER_FIELDS } from '@/components/blog/lazy-newsletter';
import { NewsletterFields, type NewsletterState, type NewsletterText } from '@/components/blog/newsletter-fields';
import { prepareForm } from '@/components/ui/prepare-form';
import { notify } from '@/components/ui/toaster';
import { NEWSLETTER_ENDPOINT, endpointIn } from '@/lib/forms/endpoints';
import { postJson } from '@/lib/forms/post';
import { restoreFocus } from '@/lib/forms/restore-focus';
import type { TypedSoFar } from '@/lib/forms/typed-so-far';
import { useFormValues } from '@/lib/forms/use-form-values';
import { loadValidation } from '@/lib/forms/validation';

export type Handover = {
  /** What the visitor typed into the server-rendered form before this code arrived, and the focused field. */
  typed: TypedSoFar<typeof NEWSLETTER_FIELDS>;
  /** The visitor already submitted: send now. */
  submitted: boolean;
};

/**
 * Newsletter sign-up with double opt-in: the service e-mails a confirmation link. Loaded by
 * LazyNewsletter when the box comes near or is used, taking over what the visitor did meanwhile.
 */
export function NewsletterForm({
  source,
  contactEmail,
  locale,
  text: t,
  handover,
}: {
  source: string;
  contactEmail: string;
  locale: 'ro' | 'en';
  text: NewsletterText;
  handover?: Handover;
}) {
  const [state, setState] = useState<NewsletterState>({ kind: 'idle' });
  const submitting = useRef(false);
  // The values the visitor left in the server-rendered form (the same hook as every form's)…
  const { values, formProps } = useFormValues(NEWSLETTER_FIELDS, { handover: handover?.typed });
  // …and the focus and caret, before the browser paints the swapped-in form.
  useLayoutEffect(() => {
    if (handover?.typed.focus && formProps.ref.current) restoreFocus(formProps.ref.current, handover.typed.focus);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Pick up where the server-rendered form left off. Runs once, on mount.
  useEffect(() => {
    if (!handover) return;
    if (handover.submitted) formProps.ref.current!.requestSubmit();
    else if (!handover.typed.focus && values.email) void check(values.email, { skipEmpty: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === 'sending' || submitting.current) return;
    submitting.current = true;
    try {
      await submit(new FormData(event.currentTarget));
    } finally {
      submitting.current = false;
    }
  }

  async function submit(form: FormData) {
    const email = String(form.get('email') ?? '');
    const validation = await loadValidation();
    if (!validation) {
      // Offline before the form's code could load: offer the e-mail way.
      setState({ kind: 'unavailable', email });
      void notify('error', t.toastFailed);
      return;
    }
    const parsed = validation.inLocale(locale, () => validation.newsletterSchema.safeParse({ email }));
    if (!parsed.success) {
      setState({ kind: 'invalid', message: parsed.error.issues[0]?.message ?? t.invalid });
      return;
    }
    setState({ kind: 'sending' });
    const result = await postJson(endpointIn(NEWSLETTER_ENDPOINT, locale), { email: parsed.data.email, source, lang: locale, website: String(form.get('website') ?? ''), consent: String(form.get('consent') ?? '') });
    if (result.kind === 'ok') {
      setState({ kind: 'sent' });
      void notify('success', t.toastSent);
    } else if (result.kind === 'rejected') {
      setState({ kind: 'invalid', message: result.errors.email ?? result.message });
      void notify('error', result.message);
    } else {
      setState({ kind: 'unavailable', email: parsed.data.email });
      void notify('error', t.toastFailed);
    }
  }

  // Same rhythm as the contact form: an address is checked when the visitor leaves the field, and the
  // message goes away as soon as the address is fixed.
  async function check(value: string, { skipEmpty }: { skipEmpty: boolean }) {
    const validation = await loadValidation();
    if (!validation) return;
    const parsed = validation.inLocale(locale, () => validation.newsletterSchema.safeParse({ email: value }));
    if (parsed.success) {
      setState((current) => (current.kind === 'invalid' ? { kind: 'idle' } : current));
    } else if (!skipEmpty || value.trim()) {
      setState({ kind: 'invalid', message: parsed.error.issues[0]?.message ?? t.invalid });
    }
  }

  return (
    <NewsletterFields
      source={source}
      contactEmail={contactEmail}
      locale={locale}
      text={t}
      state={state}
      formProps={formProps}
      defaultEmail={values.email}
      onSubmit={onSubmit}
      onFocus={prepareForm}
      onEmailBlur={(event) => void check(event.currentTarget.value, { skipEmpty: true })}
      onEmailChange={(event) => state.kind === 'invalid' && void check(event.currentTarget.value, { skipEmpty: false })}
    />
  );
}
