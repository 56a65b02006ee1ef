import Link from '@/components/ui/link';
import { getDictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/site';
import { cn } from '@/lib/utils';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function Logo({ locale, className, tone = 'dark' }: { locale: Locale; className?: string; tone?: 'dark' | 'light' }) {
  const t = getDictionary(locale).layout;
  return (
    <Link href={localePath('/', locale)} className={cn('flex items-center gap-2.5', className)} aria-label={`${siteConfig.name}, ${t.homePage}`}>
      <span
        aria-hidden="true"
        className="grid size-10 place-items-center rounded-xl bg-brand text-sm font-extrabold text-ink-foreground"
      >
        {initials(siteConfig.name)}
      </span>
      <span className="flex flex-col leading-tight" aria-hidden="true">
        <span className={cn('text-lg font-bold whitespace-nowrap', tone === 'light' ? 'text-white' : 'text-foreground')}>{siteConfig.name}</span>
        <span className={cn('text-xs', tone === 'light' ? 'text-ink-foreground' : 'text-muted-foreground')}>{siteConfig.tagline}</span>
      </span>
    </Link>
  );
}
