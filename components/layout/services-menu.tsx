import Link from '@/components/ui/link';
import { NavLink } from '@/components/layout/nav-link';
import type { MenuItem } from '@/lib/types';
import { cn } from '@/lib/utils';

/**
 * A menu item with sub-links (disclosure navigation pattern): the label is a link to the section page,
 * the chevron button toggles the list. Built on the platform, so it works before any script and with
 * scripts off: the button opens the list with `popovertarget` (Enter/Space, a click), Escape or a click
 * outside closes it and focus goes back to the button, and the list follows the button in the tab order.
 * On a pointer device hovering the item shows the list (app/globals.css) until MenuBehaviour (mounted once
 * by the mobile menu) takes over: it opens and closes the popover on hover so `aria-expanded` stays true
 * (a click on the button after the hover keeps it open), closes it when focus leaves the item or a link is
 * chosen. The chevron turns with `aria-expanded`.
 */
export function ServicesMenu({
  item,
  submenuLabel,
  linkClassName,
  activeClassName,
  inactiveClassName,
  icon,
}: {
  item: MenuItem & { children: MenuItem[] };
  /** "Submeniu {name}" in the page's language. */
  submenuLabel: string;
  icon: React.ReactNode;
  linkClassName: string;
  activeClassName: string;
  inactiveClassName: string;
}) {
  const listId = 'submeniu-servicii';
  return (
    <li className="relative flex items-center" data-menu-hover="">
      <NavLink href={item.href} className={cn(linkClassName, 'pr-1')} activeClassName={activeClassName} inactiveClassName={inactiveClassName}>
        {item.name}
      </NavLink>
      <button
        type="button"
        popoverTarget={listId}
        aria-controls={listId}
        aria-label={submenuLabel.replace('{name}', item.name)}
        data-menu-toggle=""
        className="group grid size-8 place-items-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        {icon}
      </button>
      {/* The padding bridges the gap so the pointer can travel to the list without it closing. */}
      <div id={listId} popover="auto" data-menu-panel="" data-dropdown="" className="m-0 border-0 bg-transparent p-0 pt-2">
        <ul className="w-64 rounded-xl border border-border bg-card p-2 text-foreground shadow-lg">
          {item.children.map((child) => (
            <li key={child.href}>
              <Link
                href={child.href}
                className="block rounded-lg px-3 py-2.5 text-sm font-medium text-foreground hover:bg-primary-soft hover:text-primary"
              >
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
