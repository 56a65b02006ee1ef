'use client';

import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { cx } from '@/lib/cx';

/** Opens after 700 ms; moving to a neighbour within 300 ms opens it at once (PRODUCT.md). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/**
 * A tooltip around one focusable child (rendered on the server and passed in as an element).
 * Never the only place information lives: the child must carry its own accessible name.
 */
export function Tooltip({ content, children, className }: { content: string; children: React.ReactElement; className?: string }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          // The card's ground with a border: readable on the page, on a card and on the dark footer and heroes
          // alike (an inverted tooltip was dark on the dark footer in the light theme, issue 45).
          className={cx('z-50 rounded-md border border-border bg-card px-2.5 py-1.5 text-xs font-medium text-card-foreground shadow-lg', className)}
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-card" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}

/**
 * Carries over what asked for the tooltips (components/ui/lazy-tooltips.tsx) to the trigger that replaces
 * the plain link, then lets the list swap its triggers (`swap`). It notes the item that holds the focus,
 * or else the pointer; the function it hands to `swap`, called once the list has re-rendered, gives the
 * focus back (which also opens its tooltip) or sends a pointer resting there a pointer move, with which
 * Radix starts its delay (the first hover came before Radix was there, and the new element's :hover is not
 * set yet). A press under way on a trigger (`:active`: down, not yet up) holds the swap until it ends: a
 * pointer down on the old element and up on the new one makes no click on either, and the theme toggle's
 * first click was lost that way. Here, in the tooltips' own chunk, not in every page's first load.
 */
export function handOver(list: Element, swap: (resume: (list: Element | null) => void) => void): void {
  if (list.querySelector(':active')) {
    const ends = ['click', 'pointerup', 'pointercancel', 'keyup'];
    const later = () => {
      for (const type of ends) removeEventListener(type, later, true);
      // After the click that this press makes (dispatched right after the pointerup, in the same task).
      setTimeout(() => handOver(list, swap));
    };
    for (const type of ends) addEventListener(type, later, true);
    return;
  }
  const items = Array.from(list.children);
  const focused = items.findIndex((item) => item.contains(document.activeElement));
  const index = focused < 0 ? items.findIndex((item) => item.matches(':hover')) : focused;
  swap((again) => {
    const trigger = index < 0 ? null : again?.children[index]?.querySelector<HTMLElement>('a, button');
    if (focused >= 0) trigger?.focus({ preventScroll: true });
    else trigger?.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
  });
}
