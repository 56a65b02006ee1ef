/**
 * The forms service under test, in-process, for vitest suites: one SMTP sink per file (emptied before
 * each test), apps on fresh stores of the engine under test, everything closed after the file.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApp, type App } from '@/server/app';
import type { AppOptions } from '@/server/config';
import { startSmtpSink, testOptions, testStorage, type SmtpSink, type TestStorage } from '@/server/testing';

export type Started = { app: App; origin: string; port: number; db: NonNullable<App['db']>; dir: string; storage: TestStorage };

export function formsServiceSuite() {
  let sink: SmtpSink | undefined;
  const apps: App[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    for (const app of apps) await app.close().catch(() => {});
    await sink?.close();
    for (const cleanup of cleanups) await cleanup();
  });
  beforeEach(() => {
    if (sink) sink.messages.length = 0;
  });
  /** An app over `storage`, sending to the sink, listening on a free port. */
  async function open(storage: TestStorage, overrides: Partial<AppOptions>): Promise<App> {
    const app = createApp(
      testOptions(storage.dataDir, {
        databaseUrl: storage.databaseUrl,
        smtpUrl: `smtp://127.0.0.1:${sink!.port}`,
        ...overrides,
      }),
    );
    apps.push(app);
    await app.listen();
    return app;
  }
  return {
    get sink(): SmtpSink {
      return sink!;
    },
    /** An app on a fresh store of the engine under test. */
    async start(overrides: Partial<AppOptions> = {}): Promise<Started> {
      const storage = await testStorage();
      cleanups.push(storage.cleanup);
      const app = await open(storage, overrides);
      const address = app.server.address() as AddressInfo;
      return {
        app,
        origin: `http://127.0.0.1:${address.port}`,
        port: address.port,
        db: app.db!,
        dir: storage.dataDir,
        storage,
      };
    },
    /** Another app over an existing store (a restart). */
    restart: (storage: TestStorage, overrides: Partial<AppOptions> = {}) => open(storage, overrides),
  };
}
