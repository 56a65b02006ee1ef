import { CheckCircle2 } from '@/components/icons/lucide/circle-check';
import { Rocket } from '@/components/icons/lucide/rocket';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { getDictionary } from '@/lib/i18n/dictionary';
import { plural } from '@/lib/i18n/format';
import { loadData } from '@/lib/data/load';
import { formatPrice } from '@/lib/price';
import { siteConfigFor } from '@/lib/site';

export function StartupPackageSection({ locale = 'ro' }: { locale?: Locale }) {
  const { startupPackage } = loadData('services', locale);
  const { title, description, price, regularPrice, supportMonths, includes } = startupPackage;
  const t = getDictionary(locale).services;
  const siteConfig = siteConfigFor(locale);
  return (
    <Section tone="muted" aria-labelledby="pachet-titlu">
      <div className="grid overflow-hidden rounded-(--radius-card) bg-card shadow-lg md:grid-cols-[1fr_1.2fr]">
        <div className="on-dark flex flex-col justify-center bg-gradient-to-br from-brand to-ink p-8 text-white sm:p-10">
          <Rocket aria-hidden="true" className="size-10 text-accent" />
          <h2 id="pachet-titlu" className="mt-4 text-3xl font-bold">
            {title}
          </h2>
          <p className="mt-3 text-ink-foreground">{description}</p>
          <p className="mt-6">
            <span className="text-4xl font-extrabold">{formatPrice(price, locale)}</span>{' '}
            <span className="text-sm">{siteConfig.legal.vatStatement}</span>
          </p>
          {/* The old price large enough to read as a price beside the new one, struck through clearly. */}
          <p className="mt-2 flex items-baseline gap-2 text-ink-foreground">
            {t.instead} <s className="text-xl font-semibold decoration-2">{formatPrice(regularPrice, locale)}</s>
          </p>
          <p className="mt-4 inline-flex w-fit rounded-full bg-accent px-3 py-1 text-sm font-bold text-accent-foreground">
            {plural(locale, supportMonths, t.supportMonthOne, t.supportMonthMany)}
          </p>
        </div>
        <div className="p-8 sm:p-10">
          <h3 className="text-lg font-semibold">{t.includes}</h3>
          <ul className="mt-5 space-y-3">
            {includes.map((item) => (
              <li key={item} className="flex items-start gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <ButtonLink href={`${localePath('/contact', locale)}?serviciu=pachet-start-up`} size="lg" className="mt-8 w-full">
            {t.startupCta}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
