/**
 * `npm run dev`: Next.js's development server on http://127.0.0.1:3000 (PORT to change), behind the same
 * Host and Origin check as the editor (scripts/admin-guard.ts, issue 30).
 *
 * `next dev` alone checks neither the Host header nor the Origin of a plain GET: a page in the owner's
 * browser whose name is re-pointed at 127.0.0.1 (DNS rebinding) reads every page and dev endpoint as its
 * own, among them `/__nextjs_attach-nodejs-inspector`, which opens Node's inspector on 127.0.0.1:9229 and
 * answers with its WebSocket address, the one secret that guards running code in the dev process. Next.js's
 * own `allowedDevOrigins` check covers only requests that carry a foreign Origin. So Next.js runs here
 * through its documented programmatic API (`next({ dev: true })`, docs: 02-guides/custom-server.md), and
 * every request and WebSocket upgrade is checked first: a request that does not name 127.0.0.1:<port> or
 * localhost:<port> gets a Romanian 403 and never reaches Next.js.
 *
 * Not the same as `next dev` in one thing: a change to next.config.mjs needs a restart (Ctrl+C, npm run dev).
 */
import http from 'node:http';
import next from 'next';
import { checkHeaders } from './admin-guard';

const HOST = '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);
const SERVER = 'serverul de dezvoltare';

// Next.js attaches its WebSocket listener (hot reload) to the `httpServer` it is given. This one never
// listens: upgrades reach it only from the real server below, after the check.
const upgrades = http.createServer();
const app = next({ dev: true, dir: process.cwd(), hostname: HOST, port, httpServer: upgrades });
await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer((req, res) => {
  const refusal = checkHeaders(req.headers, port, SERVER);
  if (refusal) {
    console.warn(
      `dev: refused ${req.method} ${JSON.stringify(req.url)} (Host ${JSON.stringify(req.headers.host ?? '')})`,
    );
    res.shouldKeepAlive = false;
    res.writeHead(refusal.status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'close',
    });
    res.end(`${refusal.message}\n`);
    return;
  }
  void handle(req, res);
});
server.on('upgrade', (req: http.IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => {
  if (checkHeaders(req.headers, port, SERVER)) {
    socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    return;
  }
  upgrades.emit('upgrade', req, socket, head);
});
server.listen(port, HOST, () => {
  console.log(
    `dev: the site is at http://${HOST}:${port} (also http://localhost:${port}); other names are refused.`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
