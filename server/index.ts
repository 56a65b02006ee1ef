import '@/server/env';
import fs from 'node:fs';
import os from 'node:os';
import { createApp } from '@/server/app';
import { configErrorLine, isConfigError, loadConfig } from '@/server/config';
import { describeDatabase } from '@/server/db';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!isConfigError(error)) throw error;
  console.error(`Serverul nu pornește: ${configErrorLine(error)}`);
  process.exit(1);
}

if (!fs.existsSync(config.outDir))
  console.warn(`Site-ul nu este construit în ${config.outDir}: merg doar formularele (/api). Rulează npm run build.`);

// One host and port is one instance: restarted, it takes back the e-mails it was sending (server/mail/outbox.ts).
const app = createApp({ ...config, instanceId: config.instanceId ?? `${os.hostname()}:${config.port}` });
let origin: string;
try {
  origin = await app.listen(config.port, config.host);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Serverul nu pornește: portul ${config.port} este folosit de alt program. Alege altul, de exemplu PORT=8080 npm start.`
      : `Serverul nu pornește: ${(error as Error).message}`,
  );
  process.exit(1);
}
const shown = config.host === '0.0.0.0' || config.host === '::' ? `http://localhost:${config.port}` : origin;
console.log(`Site-ul merge la ${shown} (din ${config.outDir})`);
console.log(
  config.dataDir
    ? `Formularele merg: mesajele se păstrează în ${describeDatabase(config)} și se trimit la ${config.ownerEmail}${config.rateLimit ? '' : ' (limita de cereri este OPRITĂ)'}`
    : 'Formularele sunt oprite (FORMS_API=off): /api răspunde 404, iar formularele le oferă vizitatorilor e-mailul.',
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
