import type { IncomingMessage } from 'node:http';
import type { FormLocale } from '@/lib/forms/schemas';
import { requestLocale as localeOf } from '@/server/core/locale';

/**
 * The language of a Node request, for the answers the host gives before the forms core sees it (421,
 * 501, 400): the core's rule (server/core/locale.ts) over the raw request target, which may be anything.
 */
export function requestLocale(req: IncomingMessage): FormLocale {
  const target = req.url ?? '';
  const query = target.includes('?') ? target.slice(target.indexOf('?') + 1) : '';
  return localeOf({
    url: `http://localhost/?${new URLSearchParams(query)}`,
    headers: {
      get: (name) => {
        const value = req.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
  });
}
