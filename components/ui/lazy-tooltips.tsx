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
  // The item that held focus (true) or else the pointer (false) when the tooltips arrived: its element is
  // replaced, and the focus or the hover that asked for them must carry over.
  const resume = useRef<[number, boolean] | null>(null);

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
          const index = focused < 0 ? items.findIndex((item) => item.matches(':hover')) : focused;
          resume.current = index < 0 ? null : [index, focused >= 0];
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

  // The trigger element was remounted inside the tooltip: the focus or hover that asked goes over to it.
  useEffect(() => {
    const at = resume.current;
    if (!tooltips || !at) return;
    tooltips.resume(listRef.current?.children[at[0]], at[1]);
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
