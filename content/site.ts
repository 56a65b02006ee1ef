import type { SiteConfig } from '@/lib/site-config';

/**
 * Brand the whole site here. Values that differ per deployment can be overridden by environment
 * variables at build time (see lib/site.ts and .env.example).
 */
export const site = {
  name: 'Studio Creativ',
  tagline: 'Design & Marketing',
  owner: {
    name: 'Andreea Popescu',
    role: 'Designer grafic și consultant în marketing digital',
    bio: 'Creez site-uri, identități vizuale și campanii care aduc clienți reali pentru afaceri mici și mijlocii din România.',
  },
  description:
    'Designer grafic și consultant în marketing digital. Ajut afacerile din România să arate profesionist online și să transforme vizitatorii în clienți.',
  email: 'contact@studiocreativ.ro',
  phone: '+40 712 345 678',
  whatsapp: '40712345678',
  address: { locality: 'București', country: 'România', countryCode: 'RO' },
  hours: [
    { label: 'Luni - Vineri', days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '18:00' },
    { label: 'Sâmbătă', days: ['Sa'], opens: '10:00', closes: '14:00' },
    { label: 'Duminică', days: ['Su'], opens: null, closes: null },
  ],
  social: {
    facebook: 'https://www.facebook.com/studiocreativ',
    instagram: 'https://www.instagram.com/studiocreativ',
    linkedin: 'https://www.linkedin.com/company/studiocreativ',
  },
  bookingUrl: '',
  url: 'https://www.studiocreativ.ro',
  since: 2019,
  legal: {
    legalName: 'Studio Creativ SRL',
    cui: 'RO12345678',
    tradeRegister: 'J40/1234/2019',
    registeredAddress: 'Str. Exemplului nr. 1, Sector 1, București',
    vatStatement: '+ TVA',
  },
  leadRetentionMonths: 24,
  unconfirmedSignupDays: 30,
  serverLogDays: 14,
} satisfies SiteConfig;
