'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isActivePath } from '@/lib/nav';
import { cn } from '@/lib/utils';

/** A menu link that marks itself `aria-current="page"` on its route and every route below it. */
export function NavLink({ href, className, activeClassName, ...props }: React.ComponentProps<typeof Link> & { href: string; activeClassName?: string }) {
  const pathname = usePathname() ?? '/';
  const active = isActivePath(pathname, href);
  return <Link href={href} aria-current={active ? 'page' : undefined} className={cn(className, active && activeClassName)} {...props} />;
}
