import { ArrowRight } from '@/components/icons/lucide/arrow-right';
import { CheckCircle2 } from '@/components/icons/lucide/circle-check';
import { Sparkles } from '@/components/icons/lucide/sparkles';
import { ButtonLink } from '@/components/ui/button';
import Link from '@/components/ui/link';
import { Container } from '@/components/ui/container';
import { getDictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';

export function HeroSection({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).home;
  const benefits = [t.benefit1, t.benefit2, t.benefit3, t.benefit4];
  const start = localePath('/contact', locale);
  return (
    <section className="on-dark relative overflow-hidden bg-ink text-white">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,color-mix(in_oklab,var(--color-brand)_70%,transparent),transparent_55%),radial-gradient(ellipse_at_bottom_right,color-mix(in_oklab,var(--color-accent)_16%,transparent),transparent_50%)]" />
      <Container className="relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.2fr_1fr]">
        <div>
          {/* The free consultation, booked on the site (/programare). */}
          <Link
            href={localePath('/programare', locale)}
            className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium hover:bg-white/20"
          >
            <Sparkles aria-hidden="true" className="size-4 text-accent" />
            {t.badge}
          </Link>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t.titleStart} <span className="text-accent">{t.titleAccent}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-ink-foreground sm:text-xl">
            {t.lead}
          </p>
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
        <div className="rounded-(--radius-card) border border-white/15 bg-white/10 p-8 backdrop-blur">
          <h2 className="text-xl font-bold">{t.whyTitle}</h2>
          <ul className="mt-6 space-y-4">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
