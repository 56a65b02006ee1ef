/** Whether a menu item is the current page: exact match, or any page below it ("/services#x", "/blog/slug"). */
export function isActivePath(pathname: string, href: string): boolean {
  const path = href.split('#')[0] || '/';
  // A language's home ('/', '/en') is active on itself only, not on every page below it.
  if (path === '/' || /^\/[a-z]{2}$/.test(path)) return pathname === path;
  return pathname === path || pathname.startsWith(`${path}/`);
}
