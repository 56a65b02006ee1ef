'use client';

import { useEffect, useId, useRef, useState } from 'react';
import Link from '@/components/ui/link';
import { CheckCircle2 } from '@/components/icons/lucide/circle-check';
import { Loader2 } from '@/components/icons/lucide/loader-circle';
import { Mail } from '@/components/icons/lucide/mail';
import { Send } from '@/components/icons/lucide/send';
import { Button, ButtonLink } from '@/components/ui/button';
import type { DataOf } from '@/lib/data/schemas';
import { CONTACT_ENDPOINT } from '@/lib/forms/endpoints';
import { postJson } from '@/lib/forms/post';
import { prepareForm } from '@/components/ui/prepare-form';
import { notify } from '@/components/ui/toaster';
import { contactFieldLabels, type FieldErrors } from '@/lib/forms/fields';
import type { ContactData } from '@/lib/forms/schemas';
import { loadValidation } from '@/lib/forms/validation';
import { mailtoHref } from '@/lib/hrefs';
import { cx } from '@/lib/cx';
import { useUrlParams } from '@/lib/use-url-state';

type Values = { name: string; email: string; phone: string; company: string; services: string[]; budget: string; message: string };
type Field = keyof Values;
type Status = 'idle' | 'sending' | 'sent' | 'unavailable';

const EMPTY: Values = { name: '', email: '', phone: '', company: '', services: [], budget: '', message: '' };
const FIELD_ORDER: Field[] = ['name', 'email', 'phone', 'company', 'services', 'budget', 'message'];

const inputClass =
  'mt-2 block w-full rounded-lg border border-border bg-card px-4 py-3 text-base text-foreground placeholder:text-muted-foreground/80 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger';

/** The fields as plain text, for the e-mail fallback when the service cannot be reached. */
function mailBody(values: Values, { services: serviceOptions, budgets: budgetOptions }: FormOptions): string {
  const services = serviceOptions.filter((o) => values.services.includes(o.value)).map((o) => o.label);
  const budget = budgetOptions.find((o) => o.value === values.budget)?.label;
  const header = [
    `Nume: ${values.name}`,
    `Email: ${values.email}`,
    values.phone && `Telefon: ${values.phone}`,
    values.company && `Companie: ${values.company}`,
    services.length > 0 && `Servicii: ${services.join(', ')}`,
    budget && `Buget: ${budget}`,
  ].filter(Boolean);
  return `${header.join('\n')}\n\n${values.message}`;
}

/** The form's choices and pre-filled subjects, from content/contact*.yaml (read on the server). */
export type FormOptions = Pick<DataOf<'contact'>, 'budgets' | 'services' | 'presets'>;

type Props = { contactEmail: string; options: FormOptions };

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

function ContactFormView({ contactEmail, options, query }: Props & { query: string }) {
  const { services: serviceOptions, budgets: budgetOptions, presets } = options;
  // Own keys only: ?subiect=constructor must not find Object.prototype's.
  const presetFor = (key: string | null) =>
    key && Object.hasOwn(presets, key) ? presets[key as keyof typeof presets] : undefined;
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
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
    const result = validation.contactSchema.shape[field].safeParse(next[field]);
    setErrors((e) => ({ ...e, [field]: result.success ? undefined : result.error.issues[0]?.message }));
  }

  function update<F extends Field>(field: F, value: Values[F]) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows an error, re-check it as the visitor fixes it.
    if (errors[field]) void validateField(field, next);
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const ordered = FIELD_ORDER.filter((f) => found[f]);
    setSummary(ordered.map((f) => `${contactFieldLabels[f]}: ${found[f]}`));
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
      void notify('error', 'Mesajul nu a putut fi trimis prin formular.');
      return;
    }
    const parsed = validation.contactSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(validation.fieldErrors(parsed.error));
      return;
    }
    setSummary([]);
    setStatus('sending');
    const result = await postJson(CONTACT_ENDPOINT, {
      ...(parsed.data satisfies ContactData),
      website: String(form.get('website') ?? ''),
      elapsedMs: Date.now() - startedAt.current,
    });
    if (result.kind === 'ok') {
      setStatus('sent');
      void notify('success', 'Mesajul a fost trimis. Îți răspundem în cel mult 24 de ore.');
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
      void notify('error', 'Mesajul nu a putut fi trimis prin formular.');
    }
  }

  if (status === 'sent') {
    return (
      <div ref={successRef} tabIndex={-1} role="status" className="rounded-(--radius-card) border border-success/30 bg-success/10 p-8 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
        <h3 className="mt-4 text-2xl font-bold">Mulțumim, {values.name.trim().split(/\s+/)[0]}! Mesajul a ajuns.</h3>
        <p className="mt-3 text-muted-foreground">
          Îți răspund în cel mult 24 de ore (în zilele lucrătoare) la adresa <strong className="text-foreground">{values.email}</strong>.
          Între timp, ți-am trimis un email de confirmare.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/portfolio" variant="outline">
            Vezi portofoliul
          </ButtonLink>
          <Button
            variant="ghost"
            onClick={() => {
              setValues(EMPTY);
              setStatus('idle');
              startedAt.current = Date.now();
            }}
          >
            Trimite alt mesaj
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
    <form method="post" action={CONTACT_ENDPOINT} onSubmit={onSubmit} onFocus={prepareForm} noValidate aria-describedby={`${id}-gdpr`} className="space-y-6">
      {note && <p className="rounded-lg bg-primary-soft px-4 py-3 text-sm font-medium text-primary">{note}</p>}
      {summary.length > 0 && (
        <div ref={summaryRef} tabIndex={-1} role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-sm text-danger">
          <p className="font-semibold">Te rugăm să corectezi:</p>
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
            Nume Complet *
          </label>
          <input {...fieldProps('name')} type="text" required autoComplete="name" maxLength={100} value={values.name} onChange={(e) => update('name', e.target.value)} className={inputClass} placeholder="Ion Popescu" />
          {errorText('name')}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="font-medium">
            Email *
          </label>
          <input {...fieldProps('email')} type="email" required autoComplete="email" maxLength={254} value={values.email} onChange={(e) => update('email', e.target.value)} className={inputClass} placeholder="ion@firma.ro" />
          {errorText('email')}
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="font-medium">
            Telefon
          </label>
          <input {...fieldProps('phone')} type="tel" autoComplete="tel" maxLength={20} value={values.phone} onChange={(e) => update('phone', e.target.value)} className={inputClass} placeholder="0712 345 678" />
          {errorText('phone')}
        </div>
        <div>
          <label htmlFor={`${id}-company`} className="font-medium">
            Companie
          </label>
          <input {...fieldProps('company')} type="text" autoComplete="organization" maxLength={120} value={values.company} onChange={(e) => update('company', e.target.value)} className={inputClass} placeholder="Numele firmei (opțional)" />
          {errorText('company')}
        </div>
      </div>
      <fieldset aria-describedby={errors.services ? errorId('services') : undefined} aria-invalid={errors.services ? true : undefined}>
        <legend className="font-medium">Serviciile de care ai nevoie *</legend>
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
          Buget
        </label>
        <select {...fieldProps('budget')} value={values.budget} onChange={(e) => update('budget', e.target.value)} className={inputClass}>
          <option value="">Selectează bugetul (opțional)</option>
          {budgetOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {errorText('budget')}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="font-medium">
          Detalii Proiect *
        </label>
        <textarea
          {...fieldProps('message')}
          required
          rows={6}
          maxLength={5000}
          value={values.message}
          onChange={(e) => update('message', e.target.value)}
          className={inputClass}
          placeholder="Spune-mi pe scurt despre afacerea ta, ce îți dorești și până când."
        />
        {errorText('message')}
      </div>
      {/* Honeypot: invisible to people, tempting to bots. Filled in → the service drops the message. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Nu completa acest câmp</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {status === 'unavailable' && (
        <div role="alert" className="rounded-lg border border-accent bg-accent/10 p-4">
          <p className="font-semibold">Serviciul de mesaje nu răspunde acum, dar mesajul tău nu s-a pierdut.</p>
          <p className="mt-1 text-sm">Îl poți trimite direct prin email: se deschide aplicația ta de email cu toate câmpurile completate.</p>
          <ButtonLink href={mailtoHref(contactEmail, `Cerere de ofertă: ${values.name}`, mailBody(values, options))} variant="primary" size="sm" className="mt-3">
            <Mail aria-hidden="true" />
            Trimite prin email
          </ButtonLink>
        </div>
      )}
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={status === 'sending'} aria-disabled={status === 'sending'}>
          {status === 'sending' ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
          {status === 'sending' ? 'Se trimite...' : 'Trimite mesajul'}
        </Button>
        <p id={`${id}-gdpr`} className="mt-4 text-sm text-muted-foreground">
          Folosim datele tale doar ca să-ți răspundem la cerere. Detalii în{' '}
          <Link href="/privacy" className="font-medium text-primary underline">
            Politica de confidențialitate
          </Link>
          .
        </p>
      </div>
    </form>
  );
}
