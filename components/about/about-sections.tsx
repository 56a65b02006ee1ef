import { Portrait } from '@/components/ui/portrait';
import { Quote } from '@/components/icons/lucide/quote';
import { StatsBand } from '@/components/sections/stats-band';
import { Section, SectionDescription, SectionEyebrow, SectionHeader, SectionTitle } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n/locales';
import { loadData } from '@/lib/data/load';
import { Icon } from '@/components/icons/registry';
import { siteConfigFor } from '@/lib/site';
import { fill, getDictionary } from '@/lib/i18n/dictionary';

export function AboutIntroSection({ locale = 'ro' }: { locale?: Locale }) {
  const { figures: aboutFigures } = loadData('about', locale);
  const t = getDictionary(locale).about;
  const siteConfig = siteConfigFor(locale);
  return (
    <Section aria-labelledby="poveste-titlu">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionEyebrow>{t.storyEyebrow}</SectionEyebrow>
          <SectionTitle id="poveste-titlu">
            {fill(t.storyTitle, { owner: siteConfig.owner.name, role: siteConfig.owner.role.toLowerCase() })}
          </SectionTitle>
          <div className="mt-6 space-y-4 text-lg text-muted-foreground">
            <p>{siteConfig.owner.bio}</p>
            <p>{fill(t.storyText, { since: siteConfig.since })}</p>
          </div>
        </div>
        <div className="rounded-(--radius-card) bg-muted p-8 sm:p-10">
          <div className="flex items-center gap-5">
            <Portrait name={siteConfig.owner.name} size="size-24 text-3xl" sizes="96px" />
            <div>
              <p className="text-xl font-bold">{siteConfig.owner.name}</p>
              <p className="text-primary">{siteConfig.owner.role}</p>
            </div>
          </div>
          <StatsBand stats={aboutFigures} oneRow size="sm" className="mt-8" />
        </div>
      </div>
    </Section>
  );
}

export function ValuesSection({ locale = 'ro' }: { locale?: Locale }) {
  const { values } = loadData('about', locale);
  const t = getDictionary(locale).about;
  return (
    <Section tone="muted" aria-labelledby="valori-titlu">
      <SectionHeader>
        <SectionEyebrow>{t.valuesEyebrow}</SectionEyebrow>
        <SectionTitle id="valori-titlu">{t.valuesTitle}</SectionTitle>
      </SectionHeader>
      <ul className="grid gap-6 md:grid-cols-3">
        {values.map(({ icon, title, description }) => (
          <li key={title} className="rounded-(--radius-card) border border-border bg-card p-6 shadow-sm">
            <span className="grid size-12 place-items-center rounded-xl bg-primary-soft text-primary">
              <Icon name={icon} aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function SkillsSection({ locale = 'ro' }: { locale?: Locale }) {
  const { skills } = loadData('about', locale);
  const t = getDictionary(locale).about;
  return (
    <Section aria-labelledby="competente-titlu">
      <div className="grid gap-12 lg:grid-cols-2">
        <SectionHeader align="start">
          <SectionEyebrow>{t.skillsEyebrow}</SectionEyebrow>
          <SectionTitle id="competente-titlu">{t.skillsTitle}</SectionTitle>
          <SectionDescription>{t.skillsLead}</SectionDescription>
        </SectionHeader>
        <ul className="space-y-6">
          {skills.map((skill) => (
            <li key={skill.name}>
              <div className="mb-2 flex justify-between font-medium">
                <span>{skill.name}</span>
                <span className="text-primary">{skill.level}%</span>
              </div>
              <div
                role="progressbar"
                aria-label={skill.name}
                aria-valuenow={skill.level}
                aria-valuemin={0}
                aria-valuemax={100}
                className="h-2.5 overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full rounded-full bg-gradient-to-r from-primary to-accent" style={{ width: `${skill.level}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export function PhilosophySection({ locale = 'ro' }: { locale?: Locale }) {
  const { philosophy } = loadData('about', locale);
  return (
    <Section tone="ink" aria-label={philosophy.caption}>
      <figure className="mx-auto max-w-3xl text-center">
        <Quote aria-hidden="true" className="mx-auto size-10 text-accent" />
        <blockquote className="font-display mt-6 text-2xl leading-snug text-balance sm:text-3xl">{fill(getDictionary(locale).sections.quote, { text: philosophy.quote })}</blockquote>
        <figcaption className="mt-6 text-ink-foreground">
          {siteConfigFor(locale).owner.name}, {philosophy.caption.toLowerCase()}
        </figcaption>
      </figure>
    </Section>
  );
}

export function TimelineSection({ locale = 'ro' }: { locale?: Locale }) {
  const { timeline } = loadData('about', locale);
  const t = getDictionary(locale).about;
  return (
    <Section tone="muted" aria-labelledby="parcurs-titlu">
      <SectionHeader>
        <SectionEyebrow>{t.timelineEyebrow}</SectionEyebrow>
        <SectionTitle id="parcurs-titlu">{t.timelineTitle}</SectionTitle>
      </SectionHeader>
      <ol className="relative mx-auto max-w-3xl space-y-8 border-l-2 border-primary/30 pl-8">
        {timeline.map((item) => (
          <li key={item.year} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[2.55rem] size-4 rounded-full border-4 border-muted bg-primary" />
            <p className="text-sm font-bold text-primary">{item.year}</p>
            <h3 className="mt-1 text-lg font-semibold">{item.title}</h3>
            <p className="mt-1 text-muted-foreground">{item.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
