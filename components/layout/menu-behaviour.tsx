'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

const isOpen = (panel: HTMLElement) => panel.matches(':popover-open');
const panels = () => Array.from(document.querySelectorAll<HTMLElement>('[data-menu-panel][popover]'));

/**
 * What the platform lacks for the header's popover menus (components/layout/mobile-menu.tsx,
 * services-menu.tsx), added once React runs; before that, and without scripts, they work as popovers:
 * - `aria-expanded` on each toggle, kept true to its panel (browsers expose the state of a popover's
 *   invoker themselves; the attribute is for older assistive technology and for the chevron's CSS);
 * - a chosen link closes its panel (a full page load does that by itself; a same-page anchor or a
 *   client-side navigation does not), as does any change of route;
 * - the services list opens while a mouse is over its item and closes when it leaves, or when focus leaves.
 * Renders nothing.
 */
export function MenuBehaviour() {
  const pathname = usePathname();

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    for (const panel of panels()) {
      const toggle = document.querySelector<HTMLElement>(`[popovertarget="${panel.id}"]`);
      const sync = () => toggle?.setAttribute('aria-expanded', String(isOpen(panel)));
      sync();
      panel.addEventListener('toggle', sync, { signal });
      panel.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a') && isOpen(panel)) panel.hidePopover();
      }, { signal });
      const item = panel.closest<HTMLElement>('[data-menu-hover]');
      if (!item) continue;
      // From here on the hover is ours (the CSS :hover fallback stands down, app/globals.css).
      item.setAttribute('data-menu-ready', '');
      // Opened by the hover: a click on the toggle then keeps it open (rather than toggling it shut under
      // the pointer that just opened it), and leaving no longer closes it.
      let byHover = false;
      panel.addEventListener('toggle', () => {
        if (!isOpen(panel)) byHover = false;
      }, { signal });
      toggle?.addEventListener('click', (event) => {
        if (!byHover || !isOpen(panel)) return;
        event.preventDefault();
        byHover = false;
      }, { signal });
      item.addEventListener('pointerenter', (event) => {
        if (event.pointerType !== 'mouse' || isOpen(panel)) return;
        panel.showPopover();
        byHover = true;
      }, { signal });
      item.addEventListener('pointerleave', (event) => {
        if (event.pointerType === 'mouse' && byHover && isOpen(panel)) panel.hidePopover();
      }, { signal });
      item.addEventListener('focusout', (event) => {
        if (!item.contains(event.relatedTarget as Node | null) && isOpen(panel)) panel.hidePopover();
      }, { signal });
    }
    return () => controller.abort();
  }, []);

  // A new route (a link, the back button) closes whatever was open; not the first render, which would
  // close a menu the visitor opened before the scripts arrived.
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    for (const panel of panels()) if (isOpen(panel)) panel.hidePopover();
  }, [pathname]);

  return null;
}
