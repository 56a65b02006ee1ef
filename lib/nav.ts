/** Whether a menu item is the current page: exact match, or any page below it ("/services#x", "/blog/slug"). */
export function isActivePath(pathname: string, href: string): boolean {
  const path = href.split('#')[0] || '/';
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}
