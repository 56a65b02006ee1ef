import { Clock } from '@/components/icons/lucide/clock';
import { Mail } from '@/components/icons/lucide/mail';
import { MapPin } from '@/components/icons/lucide/map-pin';
import { MessageCircle } from '@/components/icons/lucide/message-circle';
import { Phone } from '@/components/icons/lucide/phone';
import { ContactForm } from '@/components/contact/contact-form';
import { Section, SectionEyebrow, SectionHeader, SectionTitle } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { loadData } from '@/lib/data/load';
import { mailtoHref, telHref, whatsappHref } from '@/lib/hrefs';
import { siteConfigFor } from '@/lib/site';
import { getDictionary } from '@/lib/i18n/dictionary';
import { enDashRanges, keepWhole, timeRange } from '@/lib/typography';

/** The direct ways to reach the owner, in the page's language. */
function contactMethods(locale: Locale) {
  const t = getDictionary(locale).contact;
  const siteConfig = siteConfigFor(locale);
  return [
    { icon: Mail, title: t.emailTitle, description: t.emailText, value: siteConfig.email, href: mailtoHref(siteConfig.email, t.emailSubject) },
    { icon: Phone, title: t.phoneTitle, description: t.phoneText, value: siteConfig.phone, href: telHref(siteConfig.phone) },
    {
      icon: MessageCircle,
      title: 'WhatsApp',
      description: t.whatsappText,
      // The same number as the phone is shown as the phone is written ("+40 712 345 678"), not as digits.
      value: siteConfig.phone.replace(/\D/g, '') === siteConfig.whatsapp ? siteConfig.phone : `+${siteConfig.whatsapp}`,
      href: whatsappHref(siteConfig.whatsapp, t.whatsappMessage),
    },
  ];
}

export function ContactMainSection({ locale = 'ro' }: { locale?: Locale }) {
  const { locationNote, budgets, services, presets } = loadData('contact', locale);
  const t = getDictionary(locale).contact;
  const siteConfig = siteConfigFor(locale);
  const methods = contactMethods(locale);
  return (
    <Section aria-labelledby="formular-titlu">
      <div className="grid gap-12 lg:grid-cols-[1.5fr_1fr]">
        <div id="formular" className="scroll-mt-24 rounded-(--radius-card) border border-border bg-card p-6 shadow-sm sm:p-10">
          <h2 id="formular-titlu" className="text-2xl font-bold sm:text-3xl">
            {t.formTitle}
          </h2>
          <p className="mt-2 mb-8 text-muted-foreground">{t.required}</p>
          <ContactForm contactEmail={siteConfig.email} options={{ budgets, services, presets }} locale={locale} text={getDictionary(locale).contactForm} />
        </div>
        <div className="space-y-8">
          <section aria-labelledby="direct-titlu">
            <h2 id="direct-titlu" className="text-xl font-bold">
              {t.direct}
            </h2>
            <ul className="mt-4 space-y-3">
              {methods.map(({ icon: Icon, title, description, value, href }) => (
                <li key={title}>
                  <a
                    href={href}
                    {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    className="flex items-start gap-4 rounded-(--radius-card) border border-border bg-card p-4 shadow-sm transition-shadow hover:border-primary hover:shadow-md"
                  >
                    <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span>
                      <span className="block font-semibold">{title}</span>
                      <span className="block text-sm text-muted-foreground">{keepWhole(enDashRanges(description))}</span>
                      <span className="mt-1 block font-medium break-all text-primary">{value}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="program-titlu" className="rounded-(--radius-card) border border-border bg-card p-6 shadow-sm">
            <h2 id="program-titlu" className="flex items-center gap-2 text-xl font-bold">
              <Clock aria-hidden="true" className="size-5 text-primary" />
              {t.hours}
            </h2>
            <dl className="mt-4 space-y-2">
              {siteConfig.hours.map((row) => (
                <div key={row.label} className="flex justify-between gap-4 border-b border-border pb-2 last:border-0">
                  <dt>{enDashRanges(row.label)}</dt>
                  <dd className="font-semibold tabular-nums">{row.opens && row.closes ? timeRange(row.opens, row.closes) : t.closed}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-muted-foreground">{keepWhole(t.replyPromise)}</p>
          </section>
          <section aria-labelledby="locatie-titlu" className="rounded-(--radius-card) border border-border bg-card p-6 shadow-sm">
            <h2 id="locatie-titlu" className="flex items-center gap-2 text-xl font-bold">
              <MapPin aria-hidden="true" className="size-5 text-primary" />
              {t.location}
            </h2>
            <p className="mt-3">
              {siteConfig.address.locality}, {siteConfig.address.country}
            </p>
            <p className="mt-2 text-sm text-muted-foreground">{locationNote}</p>
          </section>
        </div>
      </div>
    </Section>
  );
}

export function FaqSection({ locale = 'ro' }: { locale?: Locale }) {
  const { faq } = loadData('contact', locale);
  const t = getDictionary(locale).contact;
  return (
    <Section tone="muted" aria-labelledby="faq-titlu">
      <SectionHeader>
        <SectionEyebrow>{t.faqEyebrow}</SectionEyebrow>
        <SectionTitle id="faq-titlu">{t.faqTitle}</SectionTitle>
      </SectionHeader>
      <div className="mx-auto max-w-3xl space-y-4">
        {faq.map((item) => (
          <details key={item.question} className="group rounded-(--radius-card) border border-border bg-card p-6 shadow-sm open:shadow-md">
            <summary className="cursor-pointer list-none text-lg font-semibold marker:hidden [&::-webkit-details-marker]:hidden">
              <span className="flex items-center justify-between gap-4">
                {item.question}
                <span aria-hidden="true" className="text-2xl text-primary transition-transform group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 text-muted-foreground">{keepWhole(enDashRanges(item.answer))}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
