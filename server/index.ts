import '@/server/env';
import fs from 'node:fs';
import os from 'node:os';
import { createApp } from '@/server/app';
import { isConfigError, loadConfig } from '@/server/config';
import { describeDatabase } from '@/server/db';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!isConfigError(error)) throw error;
  console.error(`Serverul nu pornește: ${error.message} (setările: .env.example)`);
  process.exit(1);
}

if (!fs.existsSync(config.outDir))
  console.warn(`No site build in ${config.outDir}: only the API is served. Run npm run build.`);

// One host and port is one instance: restarted, it takes back the e-mails it was sending (server/mail/outbox.ts).
const app = createApp({ ...config, instanceId: config.instanceId ?? `${os.hostname()}:${config.port}` });
let origin: string;
try {
  origin = await app.listen(config.port, config.host);
} catch (error) {
  console.error(`Could not start: ${(error as Error).message}`);
  process.exit(1);
}
const shown = config.host === '0.0.0.0' || config.host === '::' ? `http://localhost:${config.port}` : origin;
console.log(`Site ready at ${shown} (serving ${config.outDir})`);
console.log(
  config.dataDir
    ? `Forms API on: leads in ${describeDatabase(config)}, sent to ${config.ownerEmail}${config.rateLimit ? '' : ' (rate limit OFF)'}`
    : 'Forms API off (FORMS_API=off): /api answers 404 and the forms offer e-mail instead.',
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Keep-alive sockets or a slow SMTP server must not hang the shutdown.
    setTimeout(() => process.exit(0), 5000).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
