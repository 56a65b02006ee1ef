import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRon } from '@/lib/format';
import { isActivePath } from '@/lib/nav';
import { formatPrice } from '@/lib/price';
import { mailtoHref, telHref, whatsappHref } from '@/lib/hrefs';
import { bookingHref, legalIdentity, siteConfig } from '@/lib/site';
import { foldText, pluralRo, slugify } from '@/lib/text';

describe('ro-RO formats', () => {
  it('groups thousands with a dot, as the specification writes prices', () => {
    expect(formatNumber(1500)).toBe('1.500');
    expect(formatRon(10000)).toBe('10.000 RON');
    expect(formatPrice({ amount: 1500, from: true })).toBe('de la 1.500 RON');
    expect(formatPrice({ amount: 500, per: 'oră' })).toBe('500 RON / oră');
    expect(formatPrice({ amount: 4500 })).toBe('4.500 RON');
  });

  it('writes dates in Romanian', () => {
    expect(formatDate('2026-03-14')).toBe('14 martie 2026');
  });
});

describe('links from config', () => {
  it('builds dialable, chat and mail links', () => {
    expect(telHref('+40 712 345 678')).toBe('tel:+40712345678');
    expect(whatsappHref('40712345678')).toBe('https://wa.me/40712345678');
    expect(mailtoHref('a@b.ro', 'Salut și bun venit', 'x y')).toBe('mailto:a@b.ro?subject=Salut%20%C8%99i%20bun%20venit&body=x%20y');
  });

  it('sends "schedule a meeting" to the booking page when configured, else the contact form', () => {
    expect(bookingHref({ bookingUrl: 'https://cal.example/eu' } as never)).toBe('https://cal.example/eu');
    expect(bookingHref({ bookingUrl: '' } as never)).toBe('/programare');
  });
});

describe('legalIdentity', () => {
  it('shows every configured field', () => {
    const identity = legalIdentity(siteConfig);
    expect(identity.name).toBe(siteConfig.legal.legalName);
    expect(identity.line).toBe(
      `${siteConfig.legal.legalName} · CUI ${siteConfig.legal.cui} · Nr. Reg. Com. ${siteConfig.legal.tradeRegister} · ${siteConfig.legal.registeredAddress}`,
    );
  });

  it('leaves out what the owner did not fill in, and falls back to the owner name', () => {
    const config = { ...siteConfig, legal: { ...siteConfig.legal, legalName: '', tradeRegister: '', registeredAddress: '' } };
    const identity = legalIdentity(config);
    expect(identity.name).toBe(siteConfig.owner.name);
    expect(identity.registration).toEqual([`CUI ${siteConfig.legal.cui}`]);
    expect(identity.address).toBeNull();
    expect(identity.line).toBe(`${siteConfig.owner.name} · CUI ${siteConfig.legal.cui}`);
  });
});

describe('isActivePath', () => {
  it('marks the services item for every /services path, and home only on /', () => {
    expect(isActivePath('/services', '/services')).toBe(true);
    expect(isActivePath('/services/anything', '/services')).toBe(true);
    expect(isActivePath('/servicesx', '/services')).toBe(false);
    expect(isActivePath('/about', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/blog/un-articol', '/blog')).toBe(true);
  });
});

describe('text helpers', () => {
  it('folds diacritics so "pret" finds "preț"', () => {
    expect(foldText('Preț ȘI Țară ăâî')).toBe('pret si tara aai');
    expect(slugify('Identitate vizuală')).toBe('identitate-vizuala');
  });

  it.each([
    [0, '0 minute'],
    [1, '1 minut'],
    [2, '2 minute'],
    [10, '10 minute'],
    [19, '19 minute'],
    [20, '20 de minute'],
    [100, '100 de minute'],
    [101, '101 minute'],
    [102, '102 minute'],
    [119, '119 minute'],
    [120, '120 de minute'],
    [1000, '1.000 de minute'],
    [1001, '1.001 minute'],
    [1.5, '1,5 minute'],
  ])('agrees Romanian plurals: %d → "%s"', (count, text) => {
    expect(pluralRo(count, 'minut', 'minute')).toBe(text);
  });

  it('agrees the adjective with the noun', () => {
    expect(pluralRo(1, 'articol găsit', 'articole găsite')).toBe('1 articol găsit');
    expect(pluralRo(24, 'articol găsit', 'articole găsite')).toBe('24 de articole găsite');
  });
});
