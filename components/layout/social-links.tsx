import { FacebookIcon, InstagramIcon, LinkedinIcon } from '@/components/icons/social';
import { LazyTooltipList } from '@/components/ui/lazy-tooltips';
import type { SocialLinks as SocialConfig } from '@/lib/site';
import { cn } from '@/lib/utils';

const networks = [
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedinIcon },
] as const;

/** Icon links for the configured networks only; each has an accessible name and a tooltip. */
export function SocialLinks({ social, className }: { social: SocialConfig; className?: string }) {
  const configured = networks.filter(({ key }) => Boolean(social[key]));
  if (configured.length === 0) return null;
  return (
    <LazyTooltipList
      className={cn('flex gap-3', className)}
      items={configured.map(({ key, label, Icon }) => ({
        content: label,
        trigger: (
          <a
            href={social[key]}
            aria-label={`${label} (se deschide într-o filă nouă)`}
            target="_blank"
            rel="noopener noreferrer"
            className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
          >
            <Icon className="size-5" />
          </a>
        ),
      }))}
    />
  );
}
