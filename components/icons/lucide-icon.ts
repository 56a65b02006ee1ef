/**
 * Lucide icons rendered as plain SVG wherever they are rendered.
 *
 * lucide-react 1.x marks its `Icon` component 'use client' (for its context provider, lucide#4175), so
 * every icon a server component renders becomes a client component: a reference in the page's payload,
 * a component to hydrate, and lucide's Icon, context and helpers in every page's JavaScript. The modules
 * in components/icons/lucide/ (one per icon, generated from the installed lucide-react by
 * scripts/lucide-icons.mjs) draw the same icon data through `fromLucide`, without hooks or context:
 * the markup is lucide's, less its class names (lucide.test.tsx checks every icon and prop kind). A server
 * component's icons reach the browser as markup only, and a client bundle holds just the icons its
 * components import, one module each.
 *
 * Import an icon from its module (`@/components/icons/lucide/arrow-right`), never from 'lucide-react'
 * (ESLint enforces it). To add one, see the script.
 */
import { createElement, type ReactElement, type SVGProps } from 'react';

/** An icon's SVG child elements as lucide-react holds them, less its React keys: [tag, attributes]. */
export type LucideIconNode = [tag: string, attributes: Record<string, string | number>][];

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'>;
/** What content data holds in its `icon` fields. */
export type Icon = ((props: IconProps) => ReactElement) & { displayName: string };

/** As lucide's hasA11yProp: any aria-*, role or title prop makes the icon something to announce. */
function isAnnounced(props: Record<string, unknown>): boolean {
  return Object.entries(props).some(
    ([key, value]) => (key.startsWith('aria-') || key === 'role' || key === 'title') && value != null,
  );
}

/**
 * The element lucide-react's Icon renders with its defaults (24 px, stroke 2, currentColor, no context),
 * attribute for attribute in the same order, less lucide's own class names (`lucide lucide-<name>`): hooks
 * for style sheets this site does not write, which cost 240 bytes of the home page's HTML and payload.
 */
export function fromLucide(node: LucideIconNode, displayName: string): Icon {
  const paths = node.map(([tag, attributes]) => createElement(tag, attributes));
  const LucideIcon = ({ className, children, ...rest }: IconProps) =>
    createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className,
        ...(children || isAnnounced(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      // Children as arguments, not an array: they need no keys, and a server page's payload carries no
      // empty slot for absent children.
      ...paths,
      ...(children === undefined ? [] : [children]),
    );
  LucideIcon.displayName = displayName;
  return LucideIcon;
}
