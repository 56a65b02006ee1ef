import http from 'node:http';
import { setSecurityHeaders } from './headers';
import { createStaticHandler } from './static';

export type AppOptions = {
  /** The static export to serve (next build's out/). */
  outDir: string;
};

/** The site's HTTP server: the API under /api (forms service), the static export for the rest. */
export function createApp(options: AppOptions): http.Server {
  const handleStatic = createStaticHandler(options.outDir);
  return http.createServer((req, res) => {
    setSecurityHeaders(res);
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ message: 'Adresa cerută nu există.' }));
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    handleStatic(req, res);
  });
}
