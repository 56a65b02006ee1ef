'use client';

import { useRouter } from 'next/navigation';

type LinkProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  href: string;
  /** false: never fetch the target ahead of the click. */
  prefetch?: boolean;
  /** false: keep the scroll position after navigating. */
  scroll?: boolean;
};

/** Same-origin path? Anything else (other origins, mailto:, tel:, #hash) is left to the browser. */
const isLocal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * An `<a>` that navigates through the app router and fetches its target on intent (pointer over, focus,
 * touch), not when it scrolls into view.
 *
 * Why not next/link: the router it drives is on every page anyway; next/link adds 2.4 KB (brotli) of its
 * own to every route for viewport prefetching, link-status tracking and URL objects, none of which this
 * site uses, and its default viewport prefetch made the home page download the contact form's code.
 * What remains is what a link needs: a real href (works without JavaScript, opens in a new tab), the
 * browser's own behaviour for modified clicks, targets and downloads, and router.push/prefetch otherwise.
 */
export default function Link({ href, prefetch, scroll, onClick, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const router = useRouter();
  const local = isLocal(href);
  const warm = () => {
    if (local && prefetch !== false) router.prefetch(href);
  };
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          !local ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey ||
          (props.target && props.target !== '_self') ||
          props.download !== undefined
        )
          return;
        event.preventDefault();
        router.push(href, { scroll });
      }}
      onMouseEnter={(event) => {
        warm();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        warm();
        onTouchStart?.(event);
      }}
    />
  );
}
