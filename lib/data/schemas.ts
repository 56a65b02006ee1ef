import { z } from 'zod';
import { contentDir, filesOpened } from '@/lib/data/content-dir';
import { figure, href, icon, shared, text } from '@/lib/data/fields';
import { FONT_PAIRING_IDS } from '@/lib/fonts';
import { logoPathProblem, logoProblem } from '@/lib/logo';

/**
 * The shape of every data file under content/ (one schema per file, in `dataSchemas`). Types for the pages
 * are inferred from these (`DataOf<'home'>`), never written twice. Markdown entries (articles, case
 * studies) keep their front matter schemas in lib/content.ts.
 */

export { BUDGET_IDS, CATEGORY_IDS, SERVICE_IDS, type BudgetId, type CategoryId, type ServiceId } from '@/lib/data/ids';
import { BUDGET_IDS, SERVICE_IDS } from '@/lib/data/ids';

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'o oră de forma 09:00');
const httpsUrl = z.string().trim().regex(/^https:\/\/[^\s]+$/, 'o adresă completă care începe cu https://');
const optionalUrl = z.union([z.literal(''), httpsUrl]);

const stat = z.object({ value: figure(), label: text('Etichetă', undefined, { max: 60 }) });
const titled = (what: string) =>
  z.object({
    icon: icon(),
    title: text(`Titlu ${what}`, undefined, { max: 80 }),
    description: text('Descriere', undefined, { max: 300 }),
  });

/** Every list of unique ids (services, budgets, categories) has each one exactly once. */
function everyOnce<T extends string>(ids: readonly T[], what: string) {
  return (list: { value?: T; id?: T }[], ctx: z.RefinementCtx) => {
    const seen = list.map((item) => item.value ?? item.id);
    for (const id of ids)
      if (seen.filter((s) => s === id).length !== 1)
        ctx.addIssue({ code: 'custom', message: `${what} „${id}” trebuie să apară o singură dată în listă` });
  };
}

const price = z.object({
  amount: shared(z.number().int().positive('un număr întreg de lei, mai mare ca 0'), 'Preț (RON)'),
  from: shared(z.boolean().optional(), 'Afișează „de la”', 'Bifat: „de la 1.500 RON”.'),
  per: text('Pe unitate', 'De exemplu „oră”: „500 RON / oră”.', { max: 20 }).optional(),
});

const hexColor = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'o culoare scrisă #rrggbb, de exemplu #7b1e3a');

/** An SVG or PNG under content/ (lib/logo.ts), opened and checked wherever the files are at hand. */
const logoFile = z
  .string()
  .trim()
  .min(1)
  .superRefine((value, ctx) => {
    const problem = filesOpened() ? logoProblem(value, contentDir()) : logoPathProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const siteSchema = z.object({
  name: shared(z.string().trim().min(1).max(60), 'Numele brandului', 'Apare în logo, în titlurile paginilor și în e-mailuri.'),
  tagline: text('Slogan', 'Rândul scurt de sub logo.', { max: 60 }),
  owner: z.object({
    name: shared(z.string().trim().min(1).max(80), 'Numele tău', 'Autorul articolelor și persoana din pagina Despre.'),
    role: text('Rol', undefined, { max: 120 }),
    bio: text('Prezentare scurtă', undefined, { max: 400 }),
  }),
  description: text('Descriere în subsol', undefined, { max: 300 }),
  email: shared(z.email('o adresă de e-mail validă'), 'E-mail public', 'Aici ajung și mesajele din formular, dacă nu e setat OWNER_EMAIL.'),
  phone: shared(z.string().trim().regex(/^\+?[\d\s().-]{6,20}$/, 'un număr de telefon, de exemplu +40 712 345 678'), 'Telefon'),
  whatsapp: shared(z.string().regex(/^\d{8,15}$/, 'doar cifre, în format internațional, de exemplu 40712345678'), 'Număr WhatsApp'),
  address: z.object({
    locality: text('Localitate', undefined, { max: 60 }),
    country: text('Țară', undefined, { max: 60 }),
    countryCode: shared(z.string().regex(/^[A-Z]{2}$/, 'codul de țară din două litere mari, de exemplu RO'), 'Cod de țară'),
  }),
  hours: z
    .array(
      z.object({
        label: text('Zile', 'De exemplu „Luni - Vineri”.', { max: 40 }),
        days: shared(z.array(z.enum(WEEKDAYS)).min(1), 'Zilele (coduri schema.org)', 'Mo, Tu, We, Th, Fr, Sa, Su.'),
        opens: shared(hhmm.nullable(), 'Deschis de la', 'Gol: închis.'),
        closes: shared(hhmm.nullable(), 'Până la', 'Gol: închis.'),
      }),
    )
    .min(1)
    .meta({ title: 'Program' }),
  social: z.object({
    facebook: shared(optionalUrl.optional(), 'Facebook', 'Lasă gol și pictograma nu apare.'),
    instagram: shared(optionalUrl.optional(), 'Instagram', 'Lasă gol și pictograma nu apare.'),
    linkedin: shared(optionalUrl.optional(), 'LinkedIn', 'Lasă gol și pictograma nu apare.'),
  }),
  bookingUrl: shared(optionalUrl.optional(), 'Pagină de programări', 'Calendly, Cal.com… Gol: pagina de programări a site-ului (/programare).'),
  url: shared(httpsUrl, 'Adresa site-ului', 'Fără / la final. Se poate suprascrie cu SITE_URL.'),
  since: shared(z.number().int().min(1990).max(2100), 'Anul înființării'),
  legal: z.object({
    legalName: shared(z.string().trim().max(120), 'Denumirea firmei'),
    cui: shared(z.string().trim().max(20), 'CUI'),
    tradeRegister: shared(z.string().trim().max(40), 'Nr. Reg. Com.'),
    registeredAddress: shared(z.string().trim().max(200), 'Sediul social'),
    vatStatement: text('Mențiunea TVA', '„+ TVA” sau „Neplătitor de TVA”.', { max: 40 }),
  }),
  brand: z
    .object({
      primary: shared(hexColor, 'Culoarea principală', 'Linkuri, butoane, benzile colorate. O culoare închisă: pe alb trebuie să se citească.'),
      accent: shared(hexColor, 'Culoarea de accent', 'Evidențierile de pe benzile colorate. O culoare vie, deschisă.'),
      radius: shared(z.number().int().min(0).max(32), 'Rotunjirea colțurilor (px)', '0 pentru colțuri drepte, 16 pentru carduri rotunjite.'),
      fonts: shared(
        z.enum(FONT_PAIRING_IDS),
        'Fonturile',
        'Perechea de fonturi: una pentru titluri, una pentru text. Toate au ă, â, î, ș, ț și sunt găzduite pe site.',
      ),
      logo: shared(
        logoFile,
        'Logo',
        'SVG sau PNG, pătrat e cel mai bine; apare în antet, în pictograma din browser și a aplicației și pe imaginile de distribuire. Fără el, numele brandului, în fontul și culorile site-ului.',
      ).optional(),
    })
    .meta({ title: 'Culori, fonturi și logo' }),
  booking: z
    .object({
      slotMinutes: shared(z.number().int().min(15).max(180), 'Durata unei consultații (minute)', 'Intervalele din pagina de programări.'),
      daysAhead: shared(z.number().int().min(1).max(60), 'Zile afișate înainte', 'Câte zile de acum înainte se pot programa.'),
      noticeHours: shared(z.number().int().min(0).max(168), 'Preaviz (ore)', 'Cel mai devreme interval oferit este la atâtea ore de acum.'),
      closed: shared(
        z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'o dată de forma 2026-12-24')),
        'Zile libere',
        'Datele în care nu primești programări (concediu, sărbători), de forma 2026-12-24.',
      ),
    })
    .meta({ title: 'Programări' }),
  leadRetentionMonths: shared(z.number().int().min(1).max(120), 'Păstrarea mesajelor (luni)'),
  unconfirmedSignupDays: shared(z.number().int().min(1).max(365), 'Ștergerea abonărilor neconfirmate (zile)'),
  serverLogDays: shared(z.number().int().min(1).max(365), 'Păstrarea jurnalelor serverului (zile)'),
});

export const homeSchema = z.object({
  stats: z.array(stat).min(1).max(6).meta({ title: 'Cifre' }),
  services: z
    .array(
      z.object({
        icon: icon(),
        title: text('Titlu', undefined, { max: 60 }),
        description: text('Descriere', undefined, { max: 300 }),
        href: href('Link „Află mai multe”'),
      }),
    )
    .min(1)
    .max(8)
    .meta({ title: 'Servicii pe prima pagină' }),
  process: z
    .array(
      z.object({
        step: shared(z.number().int().min(1).max(9), 'Pasul'),
        title: text('Titlu', undefined, { max: 60 }),
        description: text('Descriere', undefined, { max: 300 }),
      }),
    )
    .min(1)
    .max(6)
    .meta({ title: 'Cum lucrăm (pașii)' }),
  testimonials: z
    .array(
      z.object({
        name: shared(z.string().trim().min(1).max(80), 'Nume client'),
        role: text('Rol și firmă', undefined, { max: 120 }),
        content: text('Testimonial', undefined, { max: 600 }),
        rating: shared(z.number().int().min(1).max(5), 'Stele (1–5)'),
      }),
    )
    .min(1)
    .max(12)
    .meta({ title: 'Testimoniale' }),
});

export const servicesSchema = z.object({
  hero: z.object({
    title: text('Titlu', undefined, { max: 60 }),
    subtitle: text('Subtitlu', undefined, { max: 300 }),
    badges: z
      .array(z.object({ icon: icon(), label: text('Text', undefined, { max: 40 }) }))
      .max(4)
      .meta({ title: 'Insigne' }),
  }),
  cards: z
    .array(
      z.object({
        id: shared(z.enum(SERVICE_IDS), 'Serviciul', 'Ancora din /services și bifa din formularul de contact.'),
        icon: icon(),
        title: text('Titlu', undefined, { max: 60 }),
        subtitle: text('Subtitlu', undefined, { max: 80 }),
        description: text('Descriere', undefined, { max: 300 }),
        features: z.array(text('Ce include', undefined, { max: 80 })).min(1).max(8).meta({ title: 'Ce include' }),
        price,
        duration: text('Durată', 'De exemplu „2-4 săptămâni”.', { max: 40 }),
        popular: shared(z.boolean().optional(), 'Cel mai ales', 'Marcajul „Popular” pe card.'),
      }),
    )
    .superRefine(everyOnce(SERVICE_IDS, 'Serviciul'))
    .meta({ title: 'Servicii și prețuri' }),
  whyChoose: z.array(titled('')).min(1).max(6).meta({ title: 'De ce să ne alegi' }),
  startupPackage: z
    .object({
      title: text('Titlu', undefined, { max: 60 }),
      description: text('Descriere', undefined, { max: 300 }),
      price: z.object({ amount: price.shape.amount }),
      regularPrice: z.object({ amount: price.shape.amount }),
      supportMonths: shared(z.number().int().min(0).max(24), 'Luni de suport gratuit'),
      includes: z.array(text('Ce include', undefined, { max: 120 })).min(1).max(10).meta({ title: 'Ce include' }),
    })
    .refine((p) => p.price.amount < p.regularPrice.amount, {
      message: 'prețul pachetului trebuie să fie mai mic decât prețul obișnuit',
      path: ['price', 'amount'],
    }),
});

export const aboutSchema = z.object({
  figures: z.array(stat).min(1).max(6).meta({ title: 'Cifre' }),
  values: z.array(titled('')).min(1).max(6).meta({ title: 'Valori' }),
  skills: z
    .array(
      z.object({
        name: text('Competență', undefined, { max: 60 }),
        level: shared(z.number().int().min(0).max(100), 'Nivel (%)'),
      }),
    )
    .min(1)
    .max(12)
    .meta({ title: 'Competențe' }),
  philosophy: z.object({
    quote: text('Citat', undefined, { max: 400 }),
    caption: text('Sub citat', undefined, { max: 80 }),
  }),
  timeline: z
    .array(
      z.object({
        year: shared(z.number().int().min(1950).max(2100), 'Anul'),
        title: text('Titlu', undefined, { max: 80 }),
        description: text('Descriere', undefined, { max: 300 }),
      }),
    )
    .min(1)
    .max(12)
    .meta({ title: 'Parcurs' }),
});

const preset = z.object({
  services: shared(z.array(z.enum(SERVICE_IDS)).optional(), 'Servicii bifate'),
  message: text('Mesaj precompletat', undefined, { max: 500 }),
  note: text('Notă deasupra formularului', undefined, { max: 300 }),
});

export const contactSchema = z.object({
  budgets: z
    .array(z.object({ value: shared(z.enum(BUDGET_IDS), 'Valoare'), label: text('Text afișat', undefined, { max: 40 }) }))
    .superRefine(everyOnce(BUDGET_IDS, 'Bugetul'))
    .meta({ title: 'Opțiuni de buget' }),
  services: z
    .array(z.object({ value: shared(z.enum(SERVICE_IDS), 'Serviciul'), label: text('Text afișat', undefined, { max: 60 }) }))
    .superRefine(everyOnce(SERVICE_IDS, 'Serviciul'))
    .meta({ title: 'Servicii în formular' }),
  faq: z
    .array(
      z.object({
        question: text('Întrebare', undefined, { max: 200 }),
        answer: text('Răspuns', undefined, { max: 1000 }),
      }),
    )
    .min(1)
    .max(20)
    .meta({ title: 'Întrebări frecvente' }),
  locationNote: text('Notă despre locație', undefined, { max: 300 }),
  presets: z
    .object({
      intalnire: preset.meta({ title: 'Programează o întâlnire (/contact?subiect=intalnire)' }),
      'pachet-start-up': preset.meta({ title: 'Pachetul Start-up (/contact?subiect=pachet-start-up)' }),
    })
    .meta({ title: 'Formulare precompletate' }),
});

export const portfolioSchema = z.object({
  stats: z
    .array(stat)
    .max(5)
    .meta({ title: 'Cifre', description: 'Primul indicator, numărul de proiecte, se calculează singur.' }),
});

export const categoriesSchema = z.object({
  labels: z
    .object({
      'web-design': text('Web design', undefined, { max: 30 }),
      wordpress: text('WordPress', undefined, { max: 30 }),
      branding: text('Branding', undefined, { max: 30 }),
      marketing: text('Marketing', undefined, { max: 30 }),
    })
    .meta({ title: 'Numele categoriilor' }),
});

/** Every data file: content/<name>.yaml (Romanian) and content/<name>.en.yaml (English text). */
export const dataSchemas = {
  site: siteSchema,
  home: homeSchema,
  services: servicesSchema,
  about: aboutSchema,
  contact: contactSchema,
  portfolio: portfolioSchema,
  categories: categoriesSchema,
} as const;

export type DataName = keyof typeof dataSchemas;
export type DataOf<N extends DataName> = z.infer<(typeof dataSchemas)[N]>;
