import type { IncomingMessage } from 'node:http';
import net from 'node:net';

/**
 * The names this server answers to: DNS rebinding defence. A page on `evil.example` whose name the
 * attacker re-points at the owner's 127.0.0.1 reaches `npm start` as same-origin, with `Host:
 * evil.example:3000`. So a request whose Host is a name must name this site: the hosts of SITE_URL,
 * PUBLIC_URL and CORS_ORIGINS (each with and without `www.`), `localhost`, or one listed in ALLOWED_HOSTS (a proxy that rewrites Host,
 * an extra domain). A Host that is an IP address is answered (rebinding needs a name: health checks and
 * load balancers use addresses), and so is a request without one (HTTP/1.0, never a browser).
 */
export function hostnameOf(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']'));
  const colon = value.lastIndexOf(':');
  return (colon === -1 ? value : value.slice(0, colon)).replace(/\.$/, '');
}

export function allowedHosts(urls: string[], extra: string[] = []): Set<string> {
  const names = new Set(['localhost']);
  // A site is usually reachable both with and without "www." (one redirecting to the other): both count.
  const add = (name: string) => {
    names.add(name);
    names.add(name.startsWith('www.') ? name.slice(4) : `www.${name}`);
  };
  for (const url of urls) {
    try {
      add(hostnameOf(new URL(url).host));
    } catch {
      // Config has already checked its URLs.
    }
  }
  for (const name of extra) if (name.trim()) names.add(hostnameOf(name));
  return names;
}

export function hostAllowed(host: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (host === undefined || host === '') return true;
  const name = hostnameOf(host);
  return net.isIP(name) !== 0 || allowed.has(name);
}

/** The authority of an absolute-form target (`GET http://name/ HTTP/1.1`); undefined for a path. */
function targetAuthority(target: string | undefined): string | undefined {
  if (!target || target.startsWith('/')) return undefined;
  try {
    const url = new URL(target);
    // An unreadable target is parseRequestPath's to refuse (400).
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The name a request is for, to check with `hostAllowed`: an absolute-form target's authority, whatever
 * the Host line says (RFC 9112 §3.2.2), else its Host. `null` when it has two Host lines (Node keeps the
 * first in `headers.host` and drops the rest; which one a proxy in front read is anyone's guess, and
 * RFC 9112 §3.2 says 400).
 */
export function requestHost(req: IncomingMessage): string | undefined | null {
  let lines = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === 'host') lines++;
  if (lines > 1) return null;
  return targetAuthority(req.url) ?? req.headers.host;
}
