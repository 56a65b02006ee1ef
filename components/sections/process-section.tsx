import { Section, SectionDescription, SectionEyebrow, SectionHeader, SectionTitle } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { fill, getDictionary } from '@/lib/i18n/dictionary';
import { loadData } from '@/lib/data/load';

/** The four-step work process, shared by the home page and /services. */
export function ProcessSection({ tone = 'muted', locale = 'ro' }: { tone?: 'plain' | 'muted'; locale?: Locale }) {
  const processSteps = loadData('home', locale).process;
  const t = getDictionary(locale).sections;
  return (
    <Section tone={tone} aria-labelledby="proces-titlu">
      <SectionHeader>
        <SectionEyebrow>{t.processEyebrow}</SectionEyebrow>
        <SectionTitle id="proces-titlu">{t.processTitle}</SectionTitle>
        <SectionDescription>{t.processLead}</SectionDescription>
      </SectionHeader>
      <ol className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {processSteps.map((step) => (
          <li key={step.step} className="relative rounded-(--radius-card) border border-border bg-card p-6 shadow-sm">
            <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
              {step.step}
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">{fill(t.processStep, { step: step.step })}</span>
              {step.title}
            </h3>
            <p className="mt-2 text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
