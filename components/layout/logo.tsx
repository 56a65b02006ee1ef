import Link from '@/components/ui/link';
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

export function Logo({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  return (
    <Link href="/" className={cn('flex items-center gap-2.5', className)} aria-label={`${siteConfig.name}, pagina principală`}>
      <span
        aria-hidden="true"
        className="grid size-10 place-items-center rounded-xl bg-gradient-to-br from-brand to-fuchsia-600 text-sm font-extrabold text-white"
      >
        {initials(siteConfig.name)}
      </span>
      <span className="flex flex-col leading-tight" aria-hidden="true">
        <span className={cn('text-lg font-bold', tone === 'light' ? 'text-white' : 'text-foreground')}>{siteConfig.name}</span>
        <span className={cn('text-xs', tone === 'light' ? 'text-ink-foreground' : 'text-muted-foreground')}>{siteConfig.tagline}</span>
      </span>
    </Link>
  );
}
