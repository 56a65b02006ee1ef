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
  // The focus or hover that asked for the tooltips, taken when they arrive, given back to the trigger that
  // replaces the plain link (tooltip.tsx handOver: in the tooltips' own chunk, not every page's first load).
  const resume = useRef<((list: Element | null) => void) | null>(null);

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
        .then((module) =>
          module.handOver(list!, (again) => {
            if (cancelled) return;
            resume.current = again;
            setTooltips(module);
          }),
        )
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

  useEffect(() => {
    if (tooltips) resume.current?.(listRef.current);
    resume.current = null;
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
