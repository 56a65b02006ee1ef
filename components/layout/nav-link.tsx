'use client';

import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { isActivePath } from '@/lib/nav';
import { cx } from '@/lib/cx';

/**
 * A menu link that marks itself `aria-current="page"` on its route and every route below it.
 * The state classes are either/or (`activeClassName` or `inactiveClassName`), never layered, so they need no
 * conflict resolution in the browser.
 */
export function NavLink({
  href,
  className,
  activeClassName,
  inactiveClassName,
  ...props
}: React.ComponentProps<typeof Link> & { href: string; activeClassName?: string; inactiveClassName?: string }) {
  const pathname = usePathname() ?? '/';
  const active = isActivePath(pathname, href);
  return <Link href={href} aria-current={active ? 'page' : undefined} className={cx(className, active ? activeClassName : inactiveClassName)} {...props} />;
}
