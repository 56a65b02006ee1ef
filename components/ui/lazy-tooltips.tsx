'use client';

import { useEffect, useRef, useState } from 'react';

type TooltipModule = typeof import('@/components/ui/tooltip');

export type TooltipItem = {
  /** The tooltip's text. */
  content: string;
  /** One focusable element with its own accessible name, rendered on the server. */
  trigger: React.ReactElement;
};

/**
 * A list of links whose tooltips (Radix, with floating-ui for placement: about 15 KB) are downloaded only
 * when the list comes near the viewport or the visitor points at or focuses it. Until then the links are
 * plain links with their accessible names, so nothing is missing without the tooltips.
 */
export function LazyTooltipList({
  items,
  className,
  onIntentOnly = false,
}: {
  items: TooltipItem[];
  className?: string;
  /** Load only when pointed at or focused, not when in view (the header's list is always in view). */
  onIntentOnly?: boolean;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const [tooltips, setTooltips] = useState<TooltipModule | null>(null);
  // Index of the item that held focus when the tooltips arrived (its element is replaced).
  const refocus = useRef<number | null>(null);
  // Index of the item the pointer was on when the tooltips arrived: the pointer that asked for them.
  const hovered = useRef<number | null>(null);

  useEffect(() => {
    const list = listRef.current;
    if (!list || tooltips) return;
    let cancelled = false;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: '200px 0px' });
    function stopWatching() {
      observer.disconnect();
      list!.removeEventListener('pointerover', load);
      list!.removeEventListener('focusin', load);
    }
    function load() {
      stopWatching();
      import('@/components/ui/tooltip')
        .then((module) => {
          if (cancelled) return;
          const items = Array.from(list!.children);
          const focused = items.findIndex((item) => item.contains(document.activeElement));
          refocus.current = focused === -1 ? null : focused;
          const pointed = items.findIndex((item) => item.matches(':hover'));
          hovered.current = pointed === -1 ? null : pointed;
          setTooltips(module);
        })
        // Offline: the links stay plain links with their names; the tooltips only repeat those.
        .catch(() => {});
    }
    if (!onIntentOnly) observer.observe(list);
    list.addEventListener('pointerover', load);
    list.addEventListener('focusin', load);
    return () => {
      cancelled = true;
      stopWatching();
    };
  }, [tooltips, onIntentOnly]);

  // The trigger element was remounted inside the tooltip: give focus back, which also opens its tooltip.
  // A pointer already resting on a trigger gets its tooltip too: Radix starts its delay on a pointer move,
  // which the first hover made before Radix was there (the theme toggle's tooltip never opened on it).
  useEffect(() => {
    if (!tooltips) return;
    const items = listRef.current?.children;
    if (refocus.current !== null) {
      items?.[refocus.current]?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
      refocus.current = null;
    } else if (hovered.current !== null) {
      // The trigger is a new element (remounted inside the tooltip), whose :hover the browser has not set
      // yet; the pointer was on its item when the code arrived, and Radix closes it again on pointer leave.
      const trigger = items?.[hovered.current]?.querySelector<HTMLElement>('a, button');
      trigger?.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
    }
    hovered.current = null;
  }, [tooltips]);

  const list = (
    <ul ref={listRef} className={className} data-tooltips={tooltips ? 'ready' : 'idle'}>
      {items.map(({ content, trigger }) => (
        <li key={content}>{tooltips ? <tooltips.Tooltip content={content}>{trigger}</tooltips.Tooltip> : trigger}</li>
      ))}
    </ul>
  );
  return tooltips ? <tooltips.TooltipProvider>{list}</tooltips.TooltipProvider> : list;
}
