import { Section, SectionEyebrow, SectionHeader, SectionTitle } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { loadData } from '@/lib/data/load';
import { Icon } from '@/components/icons/registry';

export function WhyChooseSection({ locale = 'ro' }: { locale?: Locale }) {
  const { whyChoose } = loadData('services', locale);
  return (
    <Section aria-labelledby="de-ce-titlu">
      <SectionHeader>
        <SectionEyebrow>De ce eu</SectionEyebrow>
        <SectionTitle id="de-ce-titlu">De ce să mă alegi</SectionTitle>
      </SectionHeader>
      <ul className="grid gap-8 md:grid-cols-3">
        {whyChoose.map(({ icon, title, description }) => (
          <li key={title} className="text-center">
            <span className="mx-auto grid size-14 place-items-center rounded-full bg-primary text-primary-foreground">
              <Icon name={icon} aria-hidden="true" className="size-7" />
            </span>
            <h3 className="mt-5 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
