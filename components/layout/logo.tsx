import Link from '@/components/ui/link';
import { displayFont } from '@/lib/display-font';
import { getDictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/site';
import { cn } from '@/lib/utils';

/**
 * The brand in the header and the footer (issue 34). With a logo in the kit (content/site.yaml
 * `brand.logo`): the logo on its tile, as the favicon shows it (/icon.svg, drawn by lib/brand-mark.ts), beside
 * the name. Without one: the name as a wordmark in the kit's display face, closed by a full stop in the kit's
 * colour (the primary on the page, the accent on the footer's dark ground), the mark the icons carry too.
 */
export function Logo({ locale, className, tone = 'dark' }: { locale: Locale; className?: string; tone?: 'dark' | 'light' }) {
  const t = getDictionary(locale).layout;
  const { name, tagline, brand } = siteConfig;
  const stop = !brand.logo && !/\p{P}$/u.test(name);
  return (
    <Link href={localePath('/', locale)} className={cn('flex items-center gap-2.5', className)} aria-label={`${name}, ${t.homePage}`}>
      {brand.logo && (
        // A plain image: the build drew it (no optimiser in a static export); 40 px, named by the link.
        // eslint-disable-next-line @next/next/no-img-element
        <img src="/icon.svg" alt="" width={40} height={40} className="size-10 shrink-0" />
      )}
      <span className="flex flex-col leading-tight" aria-hidden="true">
        <span
          className={cn(
            displayFont(brand).className,
            'text-xl font-extrabold tracking-tight whitespace-nowrap',
            tone === 'light' ? 'text-white' : 'text-foreground',
          )}
        >
          {name}
          {stop && <span className={tone === 'light' ? 'text-accent' : 'text-primary'}>.</span>}
        </span>
        <span className={cn('text-xs', tone === 'light' ? 'text-ink-foreground' : 'text-muted-foreground')}>{tagline}</span>
      </span>
    </Link>
  );
}
