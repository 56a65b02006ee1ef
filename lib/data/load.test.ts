import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ICON_NAMES } from '@/components/icons/names';
import { iconRegistry } from '@/components/icons/registry';
import { fieldMeta } from '@/lib/data/fields';
import { DataError, loadData, setContentDir, unwrap } from '@/lib/data/load';
import { dataSchemas, type DataName } from '@/lib/data/schemas';
import { locales } from '@/lib/i18n/locales';

const REAL_CONTENT = path.join(process.cwd(), 'content');
const names = Object.keys(dataSchemas) as DataName[];

describe('the real content files', () => {
  beforeEach(() => setContentDir(REAL_CONTENT));

  it.each(names.flatMap((name) => locales.map((locale) => [name, locale] as const)))('%s in %s parses', (name, locale) => {
    expect(() => loadData(name, locale)).not.toThrow();
  });

  it('shares prices and ids between the languages: English changes only text', () => {
    const ro = loadData('services', 'ro');
    const en = loadData('services', 'en');
    expect(en.cards.map((c) => [c.id, c.icon, c.price.amount, c.popular])).toEqual(
      ro.cards.map((c) => [c.id, c.icon, c.price.amount, c.popular]),
    );
    expect(en.cards[0]!.title).not.toBe('');
    expect(en.startupPackage.price).toEqual(ro.startupPackage.price);
  });
});

describe('icons by name', () => {
  it('the schema enum and the registry hold the same names', () => {
    expect(Object.keys(iconRegistry).sort()).toEqual([...ICON_NAMES].sort());
  });
});

describe('every field has a Romanian label', () => {
  // The editor at /admin shows these; a field without one would show its key.
  function unlabelled(schema: z.ZodType, at: string, out: string[]) {
    const { inner } = unwrap(schema);
    const meta = fieldMeta(schema) ?? fieldMeta(inner);
    if (inner instanceof z.ZodObject) {
      for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) unlabelled(field, `${at}.${key}`, out);
    } else if (inner instanceof z.ZodArray) {
      const element = unwrap(inner.element as z.ZodType).inner;
      // A labelled list of plain values (days, services) is one field; a list of objects labels each part.
      if (meta?.title && !(element instanceof z.ZodObject)) return;
      if (!meta?.title && !fieldMeta(inner.element as z.ZodType)?.title) out.push(at);
      unlabelled(inner.element as z.ZodType, `${at}[]`, out);
    } else if (!meta?.title) out.push(at);
  }
  it.each(names)('%s', (name) => {
    const out: string[] = [];
    unlabelled(dataSchemas[name], name, out);
    expect(out).toEqual([]);
  });
});

describe('a broken file names the file, the path and the rule', () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'data-')), 'content');
    fs.mkdirSync(dir);
    for (const name of names) {
      fs.copyFileSync(path.join(REAL_CONTENT, `${name}.yaml`), path.join(dir, `${name}.yaml`));
      fs.copyFileSync(path.join(REAL_CONTENT, `${name}.en.yaml`), path.join(dir, `${name}.en.yaml`));
    }
    setContentDir(dir);
  });
  afterEach(() => {
    setContentDir(REAL_CONTENT);
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });
  const edit = (file: string, change: (text: string) => string) => {
    const full = path.join(dir, file);
    fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
  };
  const failure = (name: DataName, locale: 'ro' | 'en' = 'ro') => {
    try {
      loadData(name, locale);
    } catch (error) {
      expect(error).toBeInstanceOf(DataError);
      return (error as Error).message;
    }
    throw new Error('expected the file to be refused');
  };

  it('a price that is not a number', () => {
    edit('services.yaml', (t) => t.replace('amount: 2500', 'amount: "2.500 lei"'));
    const message = failure('services');
    expect(message).toMatch(/^Eroare în conținut: content\/services\.yaml$/m);
    expect(message).toMatch(/^ {2}content\/services\.yaml: cards\[1\]\.price\.amount: /m);
    expect(message).toContain('Al doilea serviciu, „Dezvoltare WordPress”, câmpul „Preț (RON)” (amount), rândul 29: ai scris „2.500 lei”');
    expect(message).toContain('Scrie 2500, fără punct și fără „lei”.');
  });

  it('an icon that is not in the list', () => {
    edit('home.yaml', (t) => t.replace('icon: globe', 'icon: planeta'));
    expect(failure('home')).toMatch(/content\/home\.yaml: services\[0\]\.icon: /);
  });

  it('a required field left out', () => {
    edit('about.yaml', (t) => t.replace(/^ {4}level: 95\n/m, ''));
    const message = failure('about');
    expect(message).toMatch(/content\/about\.yaml: skills\[0\]\.level: /);
    expect(message).toMatch(/^Prima competență, „[^”]+”, câmpul „Nivel \(%\)” \(level\), rândul \d+: lipsește\. Adaugă rândul „level: …” cu un număr întreg între 0 și 100\.$/m);
  });

  it('a service listed twice in the form options', () => {
    edit('contact.yaml', (t) => t.replace('value: marketing', 'value: wordpress'));
    expect(failure('contact')).toMatch(/content\/contact\.yaml: services: .*marketing/);
  });

  it('YAML that does not parse, with its line', () => {
    edit('site.yaml', (t) => t.replace('name: Studio Creativ', 'name: [Studio Creativ'));
    const message = failure('site');
    expect(message).toMatch(/^Eroare în conținut: content\/site\.yaml\n/);
    expect(message).toMatch(/^ {2}content\/site\.yaml:\d+:\d+: /m);
    expect(message).toMatch(/^Rândul \d+: fișierul nu mai poate fi citit/m);
  });

  it('a missing English text names the English file and the path', () => {
    edit('services.en.yaml', (t) => t.replace(/^ {6}- Custom theme\n/m, ''));
    expect(failure('services', 'en')).toMatch(/content\/services\.en\.yaml: cards\[1\]\.features: the list must have 4 items/);
  });

  it('an English title left empty', () => {
    edit('home.en.yaml', (t) => t.replace(/^( {2}- value: .*\n {4}label: ).*$/m, '$1""'));
    expect(failure('home', 'en')).toMatch(/content\/home\.en\.yaml: stats\[0\]\.label: missing English text/);
  });

  it('a price changed in the English file is refused: prices are set once, in Romanian', () => {
    edit('services.en.yaml', (t) => t.replace(/^( {2}- id: web-design\n)/m, '$1    price:\n      amount: 99\n'));
    expect(failure('services', 'en')).toMatch(/cards\[0\]\.price\.amount: this value is shared by every language/);
  });

  it('a shared value repeated unchanged is accepted (the editor copies them)', () => {
    edit('services.en.yaml', (t) => t.replace(/^( {2}- id: web-design\n)/m, '$1    price:\n      amount: 1500\n      from: true\n'));
    expect(loadData('services', 'en').cards[0]!.price.amount).toBe(1500);
  });

  it('an unknown field in the translation is a typo', () => {
    edit('about.en.yaml', (t) => `${t}philosophy_quote: typo\n`);
    expect(failure('about', 'en')).toMatch(/content\/about\.en\.yaml: philosophy_quote: unknown field/);
  });

  it('a missing English file names it', () => {
    fs.rmSync(path.join(dir, 'portfolio.en.yaml'));
    expect(failure('portfolio', 'en')).toBe(
      'Eroare în conținut: content/portfolio.en.yaml\n' +
        'Fișierul lipsește. Pune-l la loc (îl găsești în istoricul proiectului) sau creează-l din nou.\n' +
        '  content/portfolio.en.yaml: the file is missing',
    );
  });

  describe('in Romanian, for the owner, with the English path on a second line', () => {
    it('a price written as text: the third service, by its title, what to write instead', () => {
      edit('services.yaml', (t) => t.replace('amount: 800', 'amount: 950 lei'));
      expect(failure('services')).toBe(
        'Eroare în conținut: content/services.yaml\n' +
          'Al treilea serviciu, „Design grafic”, câmpul „Preț (RON)” (amount), rândul 56: ai scris „950 lei”, dar aici trebuie doar un număr. Scrie 950, fără punct și fără „lei”.\n' +
          '  content/services.yaml: cards[2].price.amount: Invalid input: expected number, received string',
      );
    });

    it('1.500 (a thousands dot, read by YAML as 1.5): says to write 1500', () => {
      edit('services.yaml', (t) => t.replace('amount: 1500', 'amount: 1.500'));
      expect(failure('services')).toBe(
        'Eroare în conținut: content/services.yaml\n' +
          'Primul serviciu, „Web design”, câmpul „Preț (RON)” (amount), rândul 25: ai scris 1.500, dar în fișier punctul desparte zecimalele, așa că se citește 1,5. Scrie 1500, fără punct și fără „lei”.\n' +
          '  content/services.yaml: cards[0].price.amount: "1.500" is read by YAML as 1.5 (a decimal point), not 1500',
      );
    });

    it('2.000 is refused too, though 2 is a valid whole number', () => {
      edit('services.yaml', (t) => t.replace('amount: 2500', 'amount: 2.000'));
      expect(failure('services')).toMatch(/^Al doilea serviciu, „Dezvoltare WordPress”, câmpul „Preț \(RON\)” \(amount\), rândul \d+: ai scris 2\.000, .* Scrie 2000, fără punct și fără „lei”\.$/m);
    });

    it('a thousands dot in any whole-number field, not only prices', () => {
      edit('site.yaml', (t) => t.replace(/^since: \d+$/m, 'since: 2.018'));
      expect(failure('site')).toMatch(/^Câmpul „Anul înființării” \(since\), rândul \d+: ai scris 2\.018, .* Scrie 2018, fără punct\.$/m);
    });

    it('a colon in an unquoted title: the item, the field, the line, and to put the title in quotes', () => {
      edit('services.yaml', (t) => t.replace('title: Design grafic', 'title: Design: ghid grafic'));
      const message = failure('services');
      expect(message).toMatch(/^Eroare în conținut: content\/services\.yaml\n/);
      expect(message).toMatch(
        /^Al treilea serviciu, „Design: ghid grafic”, câmpul „Titlu” \(title\), rândul \d+: textul „Design: ghid grafic” conține două puncte, .* Pune textul între ghilimele: title: "Design: ghid grafic"$/m,
      );
      expect(message).toMatch(/^ {2}content\/services\.yaml:\d+:\d+: /m);
    });

    it('a missing required field names the item and the field, and what to add', () => {
      edit('home.yaml', (t) => t.replace(/^( {2}- name: .*\n(?: {4}(?!rating).*\n)*) {4}rating: \d\n/m, '$1'));
      expect(failure('home')).toMatch(/^Primul testimonial, „[^”]+”, câmpul „Stele \(1–5\)” \(rating\), rândul \d+: lipsește\. Adaugă rândul „rating: …” cu un număr întreg între 1 și 5\.$/m);
    });

    it('an icon that is not in the list: the valid names', () => {
      edit('home.yaml', (t) => t.replace('icon: globe', 'icon: planeta'));
      expect(failure('home')).toMatch(/^Primul serviciu, „[^”]+”, câmpul „Pictogramă” \(icon\), rândul \d+: ai scris „planeta”, care nu e în listă\. Scrie una dintre valorile: award, clock, .*globe/m);
    });

    it('a text too long: by how much', () => {
      edit('services.yaml', (t) => t.replace('duration: 1-3 săptămâni', `duration: ${'foarte '.repeat(8)}lung`));
      expect(failure('services')).toMatch(/^Al treilea serviciu, „Design grafic”, câmpul „Durată” \(duration\), rândul \d+: textul are 60 de caractere, prea mult: cel mult 40\. Scurtează-l cu 20 de caractere\.$/m);
    });

    it('the English file: in Romanian, naming the English file and the English item', () => {
      edit('home.en.yaml', (t) => t.replace(/^( {2}- value: .*\n {4}label: ).*$/m, '$1""'));
      const message = failure('home', 'en');
      expect(message).toMatch(/^Eroare în conținut: content\/home\.en\.yaml\n/);
      expect(message).toMatch(/^Prima cifră, „[^”]+”, câmpul „Etichetă” \(label\), rândul \d+: lipsește textul în engleză \(în română: „[^”]+”\)\. Scrie aici traducerea lui\.$/m);
    });

    it('the English file: a thousands dot there is named there', () => {
      edit('services.en.yaml', (t) => t.replace(/^( {2}- id: web-design\n)/m, '$1    price:\n      amount: 1.500\n'));
      const message = failure('services', 'en');
      expect(message).toMatch(/^Eroare în conținut: content\/services\.en\.yaml\n/);
      expect(message).toMatch(/^Primul serviciu, „Web Design”, câmpul „Preț \(RON\)” \(amount\), rândul \d+: ai scris 1\.500, .* Scrie 1500, fără punct și fără „lei”\.$/m);
      // One problem for the one mistake, not a second "shared value changed" for the same field.
      expect(message.match(/cards\[0\]\.price\.amount/g)).toHaveLength(1);
    });

    it('the English file: a list of another length says how many items it needs', () => {
      edit('services.en.yaml', (t) => t.replace(/^ {6}- Custom theme\n/m, ''));
      expect(failure('services', 'en')).toMatch(
        /^Al doilea serviciu, „[^”]+”, lista „Ce include” \(features\), rândul \d+: lista are aici 3 elemente, dar trebuie să aibă 4 elemente, câte unul pentru fiecare din content\/services\.yaml, în aceeași ordine\.$/m,
      );
    });

    it('never a cedilla letter (U+015F, U+0163) in a message', () => {
      edit('services.yaml', (t) => t.replace('amount: 800', 'amount: 950 lei').replace('icon: palette', 'icon: pensula'));
      expect(failure('services')).not.toMatch(/[\u015F\u0163\u015E\u0162]/);
    });
  });

  it('a changed file is read again', () => {
    expect(loadData('site').name).toBe('Studio Creativ');
    edit('site.yaml', (t) => t.replace('name: Studio Creativ', 'name: Atelier Nou'));
    // mtime resolution: make sure the change is visible even within the same millisecond.
    const file = path.join(dir, 'site.yaml');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    expect(loadData('site').name).toBe('Atelier Nou');
  });
});
