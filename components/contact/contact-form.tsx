'use client';

import { useEffect, useId, useRef, useState } from 'react';
import Link from '@/components/ui/link';
import { CheckCircle2 } from '@/components/icons/lucide/circle-check';
import { Loader2 } from '@/components/icons/lucide/loader-circle';
import { Mail } from '@/components/icons/lucide/mail';
import { Send } from '@/components/icons/lucide/send';
import { Button, ButtonLink } from '@/components/ui/button';
import type { DataOf } from '@/lib/data/schemas';
import { CONTACT_ENDPOINT, endpointIn } from '@/lib/forms/endpoints';
import { postJson } from '@/lib/forms/post';
import { attributionFields } from '@/lib/attribution';
import { prepareForm } from '@/components/ui/prepare-form';
import { notify } from '@/components/ui/toaster';
import { contactFieldLabelsIn, type FieldErrors } from '@/lib/forms/fields';
import type { Dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { ContactData } from '@/lib/forms/schemas';
import { useFormValues } from '@/lib/forms/use-form-values';
import { loadValidation } from '@/lib/forms/validation';
import { mailtoHref } from '@/lib/hrefs';
import { cx } from '@/lib/cx';
import { useUrlParams } from '@/lib/use-url-state';
import { enDashRanges } from '@/lib/typography';

type Values = { name: string; email: string; phone: string; company: string; services: string[]; budget: string; message: string };
type Field = keyof Values;
type Status = 'idle' | 'sending' | 'sent' | 'unavailable';

const EMPTY: Values = { name: '', email: '', phone: '', company: '', services: [], budget: '', message: '' };
const FIELD_ORDER: Field[] = ['name', 'email', 'phone', 'company', 'services', 'budget', 'message'];

const inputClass =
  'mt-2 block w-full rounded-lg border border-border bg-card px-4 py-3 text-base text-foreground placeholder:text-muted-foreground/80 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger';

/** The fields as plain text, for the e-mail fallback when the service cannot be reached. */
function mailBody(values: Values, { services: serviceOptions, budgets: budgetOptions }: FormOptions, label: Dictionary['contactForm']['mail']): string {
  const services = serviceOptions.filter((o) => values.services.includes(o.value)).map((o) => o.label);
  const budget = budgetOptions.find((o) => o.value === values.budget)?.label;
  const header = [
    `${label.name}: ${values.name}`,
    `${label.email}: ${values.email}`,
    values.phone && `${label.phone}: ${values.phone}`,
    values.company && `${label.company}: ${values.company}`,
    services.length > 0 && `${label.services}: ${services.join(', ')}`,
    budget && `${label.budget}: ${budget}`,
  ].filter(Boolean);
  return `${header.join('\n')}\n\n${values.message}`;
}

/** The form's choices and pre-filled subjects, from content/contact*.yaml (read on the server). */
export type FormOptions = Pick<DataOf<'contact'>, 'budgets' | 'services' | 'presets'>;

type Props = {
  contactEmail: string;
  options: FormOptions;
  locale: Locale;
  /** The form's words in the page's language (content/ui*.json, contactForm). */
  text: Dictionary['contactForm'];
};

/**
 * The contact form. Links can pre-fill it: ?serviciu=<service id> checks that service, ?subiect=<preset>
 * adds a note and a first line (content/contact.yaml, `presets`). Pre-rendered without them; applied after hydration.
 */
export function ContactForm(props: Props) {
  const { params, reader } = useUrlParams();
  return (
    <>
      {reader}
      <ContactFormView {...props} query={params?.toString() ?? ''} />
    </>
  );
}

function ContactFormView({ contactEmail, options, locale, text: t, query }: Props & { query: string }) {
  const { services: serviceOptions, budgets: budgetOptions, presets } = options;
  // Own keys only: ?subiect=constructor must not find Object.prototype's.
  const presetFor = (key: string | null) =>
    key && Object.hasOwn(presets, key) ? presets[key as keyof typeof presets] : undefined;
  const id = useId();
  // Starts from what the visitor typed before the script ran (lib/forms/use-form-values.ts).
  const { values, setValues, formProps } = useFormValues<Values>(EMPTY, { onTyped: prepareForm });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [note, setNote] = useState<string>();
  const [summary, setSummary] = useState<string[]>([]);
  const startedAt = useRef(0);
  const [appliedQuery, setAppliedQuery] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const submitting = useRef(false);
  // Bumped to move focus to the error summary once it has rendered (after an await, React commits later).
  const [summaryFocus, setSummaryFocus] = useState(0);
  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  // When the visitor started filling in the form (the service's minimum fill time).
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  // Pre-fill from the link that brought the visitor here: ?serviciu=<id> and/or ?subiect=<id>. Applied
  // while rendering whenever the query changes (a same-page link can change it).
  if (query !== appliedQuery) {
    setAppliedQuery(query);
    const params = new URLSearchParams(query);
    const service = params.get('serviciu');
    const preset = presetFor(params.get('subiect')) ?? presetFor(service);
    const services = new Set<string>([...values.services, ...(preset?.services ?? [])]);
    if (service && serviceOptions.some((o) => o.value === service)) services.add(service);
    setValues({ ...values, services: [...services], message: values.message || preset?.message || '' });
    setNote(preset?.note);
  }

  useEffect(() => {
    if (status === 'sent') successRef.current?.focus();
  }, [status]);

  const errorId = (field: Field) => `${id}-${field}-eroare`;

  async function validateField(field: Field, next: Values = values) {
    // Loading only fails offline; the field is then checked on submit (or by the service).
    const validation = await loadValidation();
    if (!validation) return;
    const result = validation.inLocale(locale, () => validation.contactSchema.shape[field].safeParse(next[field]));
    setErrors((e) => ({ ...e, [field]: result.success ? undefined : result.error.issues[0]?.message }));
  }

  function update<F extends Field>(field: F, value: Values[F]) {
    const next = { ...values, [field]: value };
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field shows an error, re-check it as the visitor fixes it.
    if (errors[field]) void validateField(field, next);
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const ordered = FIELD_ORDER.filter((f) => found[f]);
    setSummary(ordered.map((f) => `${contactFieldLabelsIn[locale][f]}: ${found[f]}`));
    setSummaryFocus((n) => n + 1);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending' || submitting.current) return;
    submitting.current = true;
    const form = new FormData(event.currentTarget);
    try {
      await submit(form);
    } finally {
      submitting.current = false;
    }
  }

  async function submit(form: FormData) {
    const validation = await loadValidation();
    if (!validation) {
      // Offline before the form's code could load: nothing can be sent now; keep the text, offer e-mail.
      setStatus('unavailable');
      void notify('error', t.toastFailed);
      return;
    }
    const parsed = validation.inLocale(locale, () => validation.contactSchema.safeParse(values));
    if (!parsed.success) {
      showErrors(validation.fieldErrors(parsed.error));
      return;
    }
    setSummary([]);
    setStatus('sending');
    const result = await postJson(endpointIn(CONTACT_ENDPOINT, locale), {
      ...(parsed.data satisfies ContactData),
      lang: locale,
      website: String(form.get('website') ?? ''),
      elapsedMs: Date.now() - startedAt.current,
      // Where this visit began and the page it is sent from (lib/attribution.ts): nothing before this post.
      ...attributionFields(),
    });
    if (result.kind === 'ok') {
      setStatus('sent');
      void notify('success', t.toastSent);
    } else if (result.kind === 'rejected') {
      setStatus('idle');
      if (Object.keys(result.errors).length > 0) showErrors(result.errors);
      else {
        setSummary([result.message]);
        setSummaryFocus((n) => n + 1);
      }
      void notify('error', result.message);
    } else {
      setStatus('unavailable');
      void notify('error', t.toastFailed);
    }
  }

  if (status === 'sent') {
    return (
      <div ref={successRef} tabIndex={-1} role="status" className="rounded-(--radius-card) border border-success/30 bg-success/10 p-8 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
        <h3 className="mt-4 text-2xl font-bold">{fill(t.thanks, { name: values.name.trim().split(/\s+/)[0] ?? '' })}</h3>
        <p className="mt-3 text-muted-foreground">
          {t.replyAt} <strong className="text-foreground">{values.email}</strong>. {t.confirmationSent}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href={localePath('/portfolio', locale)} variant="outline">
            {t.seePortfolio}
          </ButtonLink>
          <Button
            variant="ghost"
            onClick={() => {
              setValues(EMPTY);
              setStatus('idle');
              startedAt.current = Date.now();
            }}
          >
            {t.sendAnother}
          </Button>
        </div>
      </div>
    );
  }

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
    onBlur: () => void validateField(field),
  });
  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={errorId(field)} className="mt-1.5 text-sm font-medium text-danger">
        {errors[field]}
      </p>
    ) : null;

  return (
    // method/action: before the script loads (or without it) the browser posts the form itself and the
    // service answers with a page, so an early or script-less visitor's message still arrives.
    <form {...formProps} method="post" action={endpointIn(CONTACT_ENDPOINT, locale)} onSubmit={onSubmit} onFocus={prepareForm} noValidate aria-describedby={`${id}-gdpr`} className="space-y-6">
      {/* The language the service answers in (errors, the page it shows without JavaScript, the auto-reply). */}
      <input type="hidden" name="lang" value={locale} />
      {/* The page it is sent from, for a post without JavaScript (with it, lib/attribution.ts adds the visit's first page). */}
      <input type="hidden" name="page" value={localePath('/contact', locale)} />
      {note && <p className="rounded-lg bg-primary-soft px-4 py-3 text-sm font-medium text-primary">{note}</p>}
      {summary.length > 0 && (
        <div ref={summaryRef} tabIndex={-1} role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-sm text-danger">
          <p className="font-semibold">{t.fixThese}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="font-medium">
            {t.name} *
          </label>
          <input {...fieldProps('name')} type="text" required autoComplete="name" maxLength={100} value={values.name} onChange={(e) => update('name', e.target.value)} className={inputClass} placeholder={t.namePlaceholder} />
          {errorText('name')}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="font-medium">
            {t.email} *
          </label>
          <input {...fieldProps('email')} type="email" required autoComplete="email" maxLength={254} value={values.email} onChange={(e) => update('email', e.target.value)} className={inputClass} placeholder={t.emailPlaceholder} />
          {errorText('email')}
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="font-medium">
            {t.phone}
          </label>
          <input {...fieldProps('phone')} type="tel" autoComplete="tel" maxLength={20} value={values.phone} onChange={(e) => update('phone', e.target.value)} className={inputClass} placeholder={t.phonePlaceholder} />
          {errorText('phone')}
        </div>
        <div>
          <label htmlFor={`${id}-company`} className="font-medium">
            {t.company}
          </label>
          <input {...fieldProps('company')} type="text" autoComplete="organization" maxLength={120} value={values.company} onChange={(e) => update('company', e.target.value)} className={inputClass} placeholder={t.companyPlaceholder} />
          {errorText('company')}
        </div>
      </div>
      <fieldset aria-describedby={errors.services ? errorId('services') : undefined} aria-invalid={errors.services ? true : undefined}>
        <legend className="font-medium">{t.services} *</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {serviceOptions.map((option) => {
            const checked = values.services.includes(option.value);
            return (
              <label
                key={option.value}
                className={cx('flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3', checked ? 'border-primary bg-primary-soft' : 'border-border bg-card hover:border-primary/50')}
              >
                <input
                  type="checkbox"
                  name="services"
                  value={option.value}
                  checked={checked}
                  onChange={(e) => {
                    const next = e.target.checked ? [...values.services, option.value] : values.services.filter((s) => s !== option.value);
                    update('services', next);
                    if (errors.services) void validateField('services', { ...values, services: next });
                  }}
                  className="size-6 accent-primary"
                />
                <span>{option.label}</span>
              </label>
            );
          })}
        </div>
        {errorText('services')}
      </fieldset>
      <div>
        <label htmlFor={`${id}-budget`} className="font-medium">
          {t.budget}
        </label>
        <select {...fieldProps('budget')} value={values.budget} onChange={(e) => update('budget', e.target.value)} className={`${inputClass} pr-11`}>
          <option value="">{t.budgetPlaceholder}</option>
          {budgetOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {enDashRanges(option.label)}
            </option>
          ))}
        </select>
        {errorText('budget')}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="font-medium">
          {t.message} *
        </label>
        <textarea
          {...fieldProps('message')}
          required
          rows={6}
          maxLength={5000}
          value={values.message}
          onChange={(e) => update('message', e.target.value)}
          className={inputClass}
          placeholder={t.messagePlaceholder}
        />
        {errorText('message')}
      </div>
      {/* Honeypot: invisible to people, tempting to bots. Filled in → the service drops the message. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t.honeypot}</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {status === 'unavailable' && (
        <div role="alert" className="rounded-lg border border-accent bg-accent/10 p-4">
          <p className="font-semibold">{t.unavailableTitle}</p>
          <p className="mt-1 text-sm">{t.unavailableText}</p>
          <ButtonLink href={mailtoHref(contactEmail, fill(t.mailSubject, { name: values.name }), mailBody(values, options, t.mail))} variant="primary" size="sm" className="mt-3">
            <Mail aria-hidden="true" />
            {t.sendByEmail}
          </ButtonLink>
        </div>
      )}
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={status === 'sending'} aria-disabled={status === 'sending'}>
          {status === 'sending' ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
          {status === 'sending' ? t.sending : t.send}
        </Button>
        <p id={`${id}-gdpr`} className="mt-4 text-sm text-muted-foreground">
          {t.gdpr}{' '}
          <Link href={localePath('/privacy', locale)} className="font-medium text-primary underline">
            {t.privacy}
          </Link>
          .
        </p>
      </div>
    </form>
  );
}
