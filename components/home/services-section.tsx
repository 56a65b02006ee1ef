import Link from '@/components/ui/link';
import { ArrowRight } from '@/components/icons/lucide/arrow-right';
import { ButtonLink } from '@/components/ui/button';
import { Section, SectionDescription, SectionEyebrow, SectionHeader, SectionTitle } from '@/components/ui/section';
import { getDictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { loadData } from '@/lib/data/load';
import { Icon } from '@/components/icons/registry';

export function ServicesSection({ locale = 'ro' }: { locale?: Locale }) {
  const homeServices = loadData('home', locale).services;
  const t = getDictionary(locale).sections;
  return (
    <Section aria-labelledby="servicii-titlu">
      <SectionHeader>
        <SectionEyebrow>{t.servicesEyebrow}</SectionEyebrow>
        <SectionTitle id="servicii-titlu">{t.servicesTitle}</SectionTitle>
        <SectionDescription>{t.servicesLead}</SectionDescription>
      </SectionHeader>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {homeServices.map(({ icon, title, description, href }) => (
          <li key={title} className="group relative flex flex-col rounded-(--radius-card) border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
            <span className="grid size-12 place-items-center rounded-xl bg-primary-soft text-primary">
              <Icon name={icon} aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <Link href={localePath(href, locale)} className="after:absolute after:inset-0 hover:text-primary">
                {title}
              </Link>
            </h3>
            <p className="mt-2 text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink href={localePath('/services', locale)} variant="outline" size="lg">
          {t.servicesAll}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </Section>
  );
}
