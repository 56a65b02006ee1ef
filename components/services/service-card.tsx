import { Check } from '@/components/icons/lucide/check';
import { Clock3 } from '@/components/icons/lucide/clock-3';
import { Icon } from '@/components/icons/registry';
import { ButtonLink } from '@/components/ui/button';
import { formatPrice } from '@/lib/price';
import { siteConfigFor } from '@/lib/site';
import { fill, getDictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { ServiceCard as ServiceCardData } from '@/lib/types';
import { cn } from '@/lib/utils';
import { enDashRanges } from '@/lib/typography';

export function ServiceCard({ service, locale = 'ro' }: { service: ServiceCardData; locale?: Locale }) {
  const t = getDictionary(locale).services;
  const siteConfig = siteConfigFor(locale);
  return (
    <article
      id={service.id}
      aria-labelledby={`${service.id}-titlu`}
      className={cn(
        'relative flex h-full scroll-mt-24 flex-col rounded-(--radius-card) border bg-card p-8 shadow-sm',
        service.popular ? 'border-2 border-primary shadow-lg' : 'border-border',
      )}
    >
      {service.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary px-4 py-1 text-xs font-bold tracking-wide text-primary-foreground uppercase">
          {t.popular}
        </p>
      )}
      <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
        <Icon name={service.icon} aria-hidden="true" className="size-7" />
      </span>
      <h3 id={`${service.id}-titlu`} className="mt-5 text-2xl font-bold">
        {service.title}
      </h3>
      <p className="mt-1 font-medium text-primary">{service.subtitle}</p>
      <p className="mt-4 text-muted-foreground">{service.description}</p>
      <ul className="mt-6 flex-1 space-y-3">
        {service.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8 border-t border-border pt-6">
        <p className="text-2xl font-extrabold">
          {formatPrice(service.price, locale)} <span className="text-sm font-medium text-muted-foreground">{siteConfig.legal.vatStatement}</span>
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock3 aria-hidden="true" className="size-4" />
          {fill(t.duration, { duration: enDashRanges(service.duration) })}
        </p>
        <ButtonLink href={`${localePath('/contact', locale)}?serviciu=${service.id}`} variant={service.popular ? 'primary' : 'outline'} className="mt-6 w-full">
          {t.quote}<span className="sr-only">{fill(t.quoteFor, { service: service.title })}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
