import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configErrorLine, isConfigError, loadConfig } from '@/server/config';

describe('loadConfig', () => {
  it('has working defaults: port 3000, ./data, owner = site e-mail, rate limit on, retention from content/site.yaml', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.ownerEmail).toBe('contact@studiocreativ.ro');
    expect(config.mailFrom).toEqual({ name: 'Studio Creativ', address: 'contact@studiocreativ.ro' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.rateLimit).toEqual({ max: 10, windowMs: 600_000 });
    expect(config.minFillMs).toBe(3000);
    expect(config.retentionMonths).toBe(24);
    expect(config.corsOrigins).toEqual(['https://www.studiocreativ.ro']);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      OWNER_EMAIL: 'andreea@exemplu.ro',
      MAIL_FROM: 'Site <site@exemplu.ro>',
      SITE_URL: 'https://exemplu.ro/',
      PUBLIC_URL: 'https://api.exemplu.ro',
      CORS_ORIGINS: 'https://exemplu.ro, https://www.exemplu.ro',
      RATE_LIMIT_DISABLED: '1',
      LEAD_RETENTION_MONTHS: '12',
      FORMS_API: 'off',
    });
    expect(config.ownerEmail).toBe('andreea@exemplu.ro');
    expect(config.mailFrom).toEqual({ name: 'Site', address: 'site@exemplu.ro' });
    expect(config.publicUrl).toBe('https://api.exemplu.ro');
    expect(config.corsOrigins).toEqual(['https://exemplu.ro', 'https://www.exemplu.ro']);
    expect(config.rateLimit).toBe(false);
    expect(config.retentionMonths).toBe(12);
    expect(config.dataDir).toBeNull();
  });

  it('names the variable when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT trebuie să fie un număr întreg/);
    // Every lead is mailed to it, and the outbox refuses what SMTP would refuse.
    for (const OWNER_EMAIL of ['office@exemplu-.ro', 'office@brașov.ro', 'office'])
      expect(() => loadConfig({ OWNER_EMAIL }), OWNER_EMAIL).toThrow(
        /OWNER_EMAIL trebuie să fie o adresă de e-mail fără diacritice/,
      );
    expect(() => loadConfig({ CORS_ORIGINS: 'not a url' })).toThrow(/CORS_ORIGINS trebuie să fie o adresă web/);
  });

  it('tells the owner the line of .env that sets the wrong value, else the template', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-line-'));
    const envFile = path.join(dir, '.env');
    fs.writeFileSync(envFile, '# Setările mele\nOWNER_EMAIL=ana@firma.ro\n\nexport PORT="opt mii"\n');
    const lineOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (isConfigError(error)) return configErrorLine(error, env, envFile);
        throw error;
      }
      throw new Error('no configuration error');
    };
    try {
      expect(lineOf({ PORT: 'opt mii' })).toBe(`PORT trebuie să fie un număr întreg, cel puțin 0 (acum: „opt mii”) (${envFile}, rândul 4)`);
      // Set in the server's own environment, not as the file has it: the file's line would mislead.
      expect(lineOf({ PORT: 'x' })).toMatch(/\(setările: \.env\.example\)$/);
      expect(lineOf({ DATABASE_URL: 'mysql://db' })).toMatch(/^DATABASE_URL trebuie să înceapă cu postgres:\/\/.*\(setările: \.env\.example\)$/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('local servers stay local', () => {
  it('npm start and npm run serve listen on 127.0.0.1 unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
