import Link from '@/components/ui/link';
import { ArrowRight } from '@/components/icons/lucide/arrow-right';
import { ButtonLink } from '@/components/ui/button';
import { Section, SectionDescription, SectionEyebrow, SectionHeader, SectionTitle } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { loadData } from '@/lib/data/load';
import { Icon } from '@/components/icons/registry';

export function ServicesSection({ locale = 'ro' }: { locale?: Locale }) {
  const homeServices = loadData('home', locale).services;
  return (
    <Section aria-labelledby="servicii-titlu">
      <SectionHeader>
        <SectionEyebrow>Servicii</SectionEyebrow>
        <SectionTitle id="servicii-titlu">Cu ce te pot ajuta</SectionTitle>
        <SectionDescription>Tot ce îi trebuie afacerii tale ca să arate bine online și să fie găsită.</SectionDescription>
      </SectionHeader>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {homeServices.map(({ icon, title, description, href }) => (
          <li key={title} className="group relative flex flex-col rounded-(--radius-card) border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
            <span className="grid size-12 place-items-center rounded-xl bg-primary-soft text-primary">
              <Icon name={icon} aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <Link href={href} className="after:absolute after:inset-0 hover:text-primary">
                {title}
              </Link>
            </h3>
            <p className="mt-2 text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink href="/services" variant="outline" size="lg">
          Vezi toate serviciile
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </Section>
  );
}
