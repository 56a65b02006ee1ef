'use client';

import { useEffect, useRef, useState } from 'react';
import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { NavLink } from '@/components/layout/nav-link';
import type { MenuItem } from '@/lib/types';

const itemClass = 'block rounded-lg px-3 py-3 text-base font-medium';
const activeClass = 'bg-primary-soft text-primary';
const inactiveClass = 'text-foreground hover:bg-muted';

/**
 * The small-screen menu: a labelled toggle, the same items and sub-items; a link or Escape closes it.
 * The icons and the action buttons arrive rendered by the server (`openIcon`, `closeIcon`, `children`),
 * so neither the icon builder nor the button variants ship to the browser with this component.
 */
export function MobileMenu({
  items,
  openIcon,
  closeIcon,
  children,
}: {
  items: MenuItem[];
  openIcon: React.ReactNode;
  closeIcon: React.ReactNode;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  // Close whenever the route changes (also covers the browser's back button): adjust state while
  // rendering rather than in an effect, so the stale open panel never paints.
  const [shownFor, setShownFor] = useState(pathname);
  if (pathname !== shownFor) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Any link chosen inside the panel closes it, including same-page anchors.
  const closeOnLink = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Închide meniul' : 'Deschide meniul'}
        onClick={() => setOpen((value) => !value)}
        className="grid size-11 place-items-center rounded-full text-foreground hover:bg-muted lg:hidden"
      >
        {open ? closeIcon : openIcon}
      </button>
      <nav
        id="mobile-menu"
        aria-label="Meniu mobil"
        hidden={!open}
        onClick={closeOnLink}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-b border-border bg-white shadow-lg lg:hidden"
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
        <div className="flex flex-col gap-3 border-t border-border px-4 py-4 sm:flex-row">
          {children}
        </div>
      </nav>
    </>
  );
}
