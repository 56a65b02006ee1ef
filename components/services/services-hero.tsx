import { PageHero } from '@/components/sections/page-hero';
import { servicesHero } from '@/content/services';

export function ServicesHero() {
  return (
    <PageHero eyebrow="Cu ce ne ocupăm" title={servicesHero.title} lead={servicesHero.subtitle}>
      <ul className="mt-10 flex flex-wrap justify-center gap-3">
        {servicesHero.badges.map(({ icon: Icon, label }) => (
          <li key={label} className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold">
            <Icon aria-hidden="true" className="size-4 text-accent" />
            {label}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
