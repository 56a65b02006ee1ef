import path from 'node:path';
import { createApp } from './app';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const outDir = path.resolve(process.env.OUT_DIR ?? 'out');

const server = createApp({ outDir });
server.listen(port, host, () => {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`Site ready at http://${shown}:${port} (serving ${outDir})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive sockets may hold close() open; do not hang the shutdown.
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
