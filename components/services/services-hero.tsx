import { PageHero } from '@/components/sections/page-hero';
import type { Locale } from '@/lib/i18n/locales';
import { loadData } from '@/lib/data/load';
import { Icon } from '@/components/icons/registry';

export function ServicesHero({ locale = 'ro' }: { locale?: Locale }) {
  const servicesHero = loadData('services', locale).hero;
  return (
    <PageHero eyebrow="Cu ce ne ocupăm" title={servicesHero.title} lead={servicesHero.subtitle}>
      <ul className="mt-10 flex flex-wrap justify-center gap-3">
        {servicesHero.badges.map(({ icon, label }) => (
          <li key={label} className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold">
            <Icon name={icon} aria-hidden="true" className="size-4 text-accent" />
            {label}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
