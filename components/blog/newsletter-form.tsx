'use client';

import { useId, useRef, useState } from 'react';
import Link from '@/components/ui/link';
import { Loader2, Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { prepareForm } from '@/components/ui/prepare-form';
import { notify } from '@/components/ui/toaster';
import { NEWSLETTER_ENDPOINT } from '@/lib/forms/endpoints';
import { postJson } from '@/lib/forms/post';
import { loadValidation } from '@/lib/forms/validation';
import { mailtoHref } from '@/lib/hrefs';

type State =
  | { kind: 'idle' | 'sending' }
  | { kind: 'invalid'; message: string }
  | { kind: 'sent' }
  | { kind: 'unavailable'; email: string };

/** Newsletter sign-up with double opt-in: the service e-mails a confirmation link. */
export function NewsletterForm({ source, contactEmail }: { source: string; contactEmail: string }) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const submitting = useRef(false);

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
      void notify('error', 'Abonarea nu a putut fi trimisă acum.');
      return;
    }
    const parsed = validation.newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      setState({ kind: 'invalid', message: parsed.error.issues[0]?.message ?? 'Emailul nu este valid.' });
      return;
    }
    setState({ kind: 'sending' });
    const result = await postJson(NEWSLETTER_ENDPOINT, { email: parsed.data.email, source, website: String(form.get('website') ?? '') });
    if (result.kind === 'ok') {
      setState({ kind: 'sent' });
      void notify('success', 'Aproape gata! Verifică-ți emailul și confirmă abonarea.');
    } else if (result.kind === 'rejected') {
      setState({ kind: 'invalid', message: result.errors.email ?? result.message });
      void notify('error', result.message);
    } else {
      setState({ kind: 'unavailable', email: parsed.data.email });
      void notify('error', 'Abonarea nu a putut fi trimisă acum.');
    }
  }

  // Same rhythm as the contact form: an address is checked when the visitor leaves the field, and the
  // message goes away as soon as the address is fixed.
  async function check(value: string, { skipEmpty }: { skipEmpty: boolean }) {
    const validation = await loadValidation();
    if (!validation) return;
    const parsed = validation.newsletterSchema.safeParse({ email: value });
    if (parsed.success) {
      setState((current) => (current.kind === 'invalid' ? { kind: 'idle' } : current));
    } else if (!skipEmpty || value.trim()) {
      setState({ kind: 'invalid', message: parsed.error.issues[0]?.message ?? 'Emailul nu este valid.' });
    }
  }

  if (state.kind === 'sent') {
    return (
      <p role="status" className="rounded-lg bg-white/10 p-4 text-sm">
        Mulțumim! Ți-am trimis un email de confirmare. Abonarea devine activă după ce apeși linkul din el.
      </p>
    );
  }

  const invalid = state.kind === 'invalid';
  return (
    // Posts by itself before the script loads; the service then answers with a page.
    <form method="post" action={NEWSLETTER_ENDPOINT} onSubmit={onSubmit} onFocus={prepareForm} noValidate className="space-y-3">
      <input type="hidden" name="source" value={source} />
      {/* Honeypot: invisible to people, tempting to bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Nu completa acest câmp</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <label htmlFor={`${id}-email`} className="block text-sm font-medium">
        Adresa ta de email
      </label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="nume@firma.ro"
        onBlur={(event) => void check(event.currentTarget.value, { skipEmpty: true })}
        onChange={(event) => state.kind === 'invalid' && void check(event.currentTarget.value, { skipEmpty: false })}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : `${id}-note`}
        className="h-11 w-full rounded-lg border-0 bg-white px-4 text-foreground placeholder:text-muted-foreground"
      />
      {invalid && (
        <p id={`${id}-error`} role="alert" className="rounded-md bg-white px-3 py-2 text-sm font-medium text-danger">
          {state.message}
        </p>
      )}
      <Button type="submit" variant="accent" className="w-full" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Mail aria-hidden="true" />}
        {state.kind === 'sending' ? 'Se trimite...' : 'Abonează-te'}
      </Button>
      {state.kind === 'unavailable' && (
        <p role="alert" className="rounded-md bg-white px-3 py-2 text-sm text-foreground">
          Serviciul de abonare nu răspunde acum.{' '}
          <a
            className="font-semibold text-primary underline"
            href={mailtoHref(contactEmail, 'Abonare newsletter', `Vă rog să mă abonați la newsletter cu adresa ${state.email}.`)}
          >
            Trimite cererea prin email
          </a>{' '}
          și te abonăm noi.
        </p>
      )}
      <p id={`${id}-note`} className="text-xs text-ink-foreground">
        Un email pe lună, fără spam. Te poți dezabona oricând. Detalii în{' '}
        <Link href="/privacy" className="underline hover:text-white">
          Politica de confidențialitate
        </Link>
        .
      </p>
    </form>
  );
}
