'use client';

import { useEffect, useId, useRef, useState } from 'react';
import Link from '@/components/ui/link';
import { NavLink } from '@/components/layout/nav-link';
import type { MenuItem } from '@/lib/types';
import { cx } from '@/lib/cx';

/**
 * A menu item with sub-links (disclosure navigation pattern): the label is a link to the section page,
 * the chevron button toggles the list. Opens on hover and closes on leaving (spec), toggles with
 * Enter/Space, closes on Escape (focus back on the button) and when focus leaves it. The chevron `icon` is
 * rendered by the server; it can turn with the button's `aria-expanded` (the button is a `group`).
 */
export function ServicesMenu({
  item,
  linkClassName,
  activeClassName,
  inactiveClassName,
  icon,
}: {
  item: MenuItem & { children: MenuItem[] };
  icon: React.ReactNode;
  linkClassName: string;
  activeClassName: string;
  inactiveClassName: string;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLLIElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <li
      ref={wrapperRef}
      className="relative flex items-center"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <NavLink href={item.href} className={cx(linkClassName, 'pr-1')} activeClassName={activeClassName} inactiveClassName={inactiveClassName}>
        {item.name}
      </NavLink>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Submeniu ${item.name}`}
        onClick={() => setOpen((value) => !value)}
        className="group grid size-8 place-items-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        {icon}
      </button>
      {/* The padding bridges the gap so the pointer can travel to the list without it closing. */}
      <div className={cx('absolute top-full left-0 pt-2', !open && 'hidden')}>
        <ul id={listId} className="w-64 rounded-xl border border-border bg-white p-2 shadow-lg">
          {item.children.map((child) => (
            <li key={child.href}>
              <Link
                href={child.href}
                onClick={() => setOpen(false)}
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
