import { ArrowRight } from '@/components/icons/lucide/arrow-right';
import { CheckCircle2 } from '@/components/icons/lucide/circle-check';
import { Sparkles } from '@/components/icons/lucide/sparkles';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import Link from '@/components/ui/link';
import { Picture } from '@/components/ui/picture';
import { getProjects } from '@/lib/content';
import { getDictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { keepWhole } from '@/lib/typography';

export function HeroSection({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).home;
  const benefits = [t.benefit1, t.benefit2, t.benefit3, t.benefit4];
  const start = localePath('/contact', locale);
  // Work in the first screen beside the headline (issue 45): the newest case study with a picture that the
  // "representative projects" below do not already show.
  const projects = getProjects(locale).filter((p) => p.coverImage);
  const showcase = projects.find((p) => !p.featured) ?? projects[0];
  return (
    <section className="on-dark bg-ink relative overflow-hidden text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,color-mix(in_oklab,var(--color-brand)_70%,transparent),transparent_55%),radial-gradient(ellipse_at_bottom_right,color-mix(in_oklab,var(--color-accent)_16%,transparent),transparent_50%)]"
      />
      <Container className="relative grid items-center gap-12 py-12 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
        <div>
          {/* The free consultation, booked on the site (/programare). */}
          <Link
            href={localePath('/programare', locale)}
            className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium hover:bg-white/20"
          >
            <Sparkles aria-hidden="true" className="text-accent size-4" />
            {t.badge}
          </Link>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t.titleStart} <span className="text-accent">{t.titleAccent}</span>
          </h1>
          <p className="text-ink-foreground mt-6 max-w-xl text-lg text-pretty sm:text-xl">{keepWhole(t.lead)}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={start} variant="accent" size="lg">
              {t.start}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink href={localePath('/portfolio', locale)} variant="outline-light" size="lg">
              {t.seePortfolio}
            </ButtonLink>
          </div>
        </div>
        <div className="grid gap-5">
          {showcase?.coverImage && (
            <Link href={localePath(`/portfolio/${showcase.slug}`, locale)} className="group block">
              <figure>
                <Picture
                  image={showcase.coverImage}
                  sizes="(min-width: 1152px) 460px, (min-width: 1024px) 40vw, calc(100vw - 34px)"
                  loading="priority"
                  className="h-auto w-full rounded-(--radius-card) shadow-2xl ring-1 ring-white/15 transition-transform duration-300 group-hover:scale-[1.01] motion-reduce:transition-none"
                />
                <figcaption className="text-ink-foreground mt-2 flex flex-wrap justify-between gap-x-3 text-sm">
                  <span className="font-semibold text-white group-hover:underline">{showcase.client}</span>
                  <span className="text-accent">{showcase.result}</span>
                </figcaption>
              </figure>
            </Link>
          )}
          <div className="rounded-(--radius-card) border border-white/15 bg-white/10 p-6 backdrop-blur sm:p-8">
            <h2 className="text-xl font-bold">{t.whyTitle}</h2>
            <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
              {benefits.map((benefit) => (
                <li key={benefit} className="flex items-start gap-3">
                  <CheckCircle2 aria-hidden="true" className="text-accent mt-0.5 size-5 shrink-0" />
                  <span>{keepWhole(benefit)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}
