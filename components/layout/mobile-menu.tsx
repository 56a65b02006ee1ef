import Link from '@/components/ui/link';
import { MenuBehaviour } from '@/components/layout/menu-behaviour';
import { NavLink } from '@/components/layout/nav-link';
import type { MenuItem } from '@/lib/types';

const itemClass = 'block rounded-lg px-3 py-3 text-base font-medium';
const activeClass = 'bg-primary-soft text-primary';
const inactiveClass = 'text-foreground hover:bg-muted';

/**
 * The small-screen menu, built on the platform: the toggle opens the panel with `popovertarget`, so it
 * works from the first paint and with scripts off; Escape and a tap outside close it and focus goes back
 * to the toggle (the browser's own popover behaviour). The toggle's name and icon follow the panel's state
 * in CSS (app/globals.css: the hidden one counts for nothing in the accessible name), and browsers expose
 * its expanded state themselves. MenuBehaviour adds what the platform lacks: the `aria-expanded` attribute,
 * and closing the panel on a chosen link (a same-page anchor, or a client-side navigation).
 */
export function MobileMenu({
  items,
  labels,
  openIcon,
  closeIcon,
  children,
}: {
  items: MenuItem[];
  labels: { menu: string; open: string; close: string };
  openIcon: React.ReactNode;
  closeIcon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      <button
        type="button"
        popoverTarget="mobile-menu"
        aria-controls="mobile-menu"
        data-menu-toggle=""
        className="grid size-11 place-items-center rounded-full text-foreground hover:bg-muted lg:hidden"
      >
        <span data-when="closed">
          {openIcon}
          <span className="sr-only">{labels.open}</span>
        </span>
        <span data-when="open">
          {closeIcon}
          <span className="sr-only">{labels.close}</span>
        </span>
      </button>
      <nav
        id="mobile-menu"
        popover="auto"
        aria-label={labels.menu}
        data-menu-panel=""
        className="inset-x-0 top-18 bottom-auto m-0 h-auto max-h-[calc(100dvh-4.5rem)] w-full max-w-none overflow-y-auto border-0 border-b border-border bg-card p-0 text-foreground shadow-lg lg:hidden"
      >
        <ul className="space-y-1 px-4 py-4">
          {items.map((item) => (
            <li key={item.href}>
              <NavLink href={item.href} className={itemClass} activeClassName={activeClass} inactiveClassName={inactiveClass}>
                {item.name}
              </NavLink>
              {item.children && (
                <ul className="mt-1 ml-4 space-y-1 border-l-2 border-border pl-3">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <Link href={child.href} className="block rounded-lg px-3 py-2.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground">
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-3 border-t border-border px-4 py-4 sm:flex-row">{children}</div>
      </nav>
      <MenuBehaviour />
    </>
  );
}
