import { LazyTooltipList } from '@/components/ui/lazy-tooltips';

/**
 * The theme toggle: system → light → dark. A server-rendered button with no React code of its own: the
 * head script (lib/theme.ts) handles its clicks from the first paint and writes the choice on <html>;
 * app/globals.css shows the icon and the name of the current choice (a hidden span counts for nothing in
 * the accessible name), and hides the button when no script runs, where the theme follows the system.
 * The tooltip (Radix) loads when the visitor points at or focuses it.
 *
 * The three icons are lucide's monitor, sun and moon (ISC license) in one SVG: drawn as three lucide
 * components they cost about 300 bytes more on every page, HTML and payload together.
 */
export function ThemeToggle({ labels }: { labels: { tooltip: string; system: string; light: string; dark: string } }) {
  return (
    <LazyTooltipList
      onIntentOnly
      className="flex"
      items={[
        {
          content: labels.tooltip,
          trigger: (
            <button type="button" data-theme-toggle="" className="grid size-11 place-items-center rounded-full text-foreground hover:bg-muted">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <g data-when="system">
                  <rect width="20" height="14" x="2" y="3" rx="2" />
                  <path d="M8 21h8M12 17v4" />
                </g>
                <g data-when="light">
                  <circle cx="12" cy="12" r="4" />
                  <path d="M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
                </g>
                <path
                  data-when="dark"
                  d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401"
                />
              </svg>
              <span className="sr-only">
                <span data-when="system">{labels.system}</span>
                <span data-when="light">{labels.light}</span>
                <span data-when="dark">{labels.dark}</span>
              </span>
            </button>
          ),
        },
      ]}
    />
  );
}
