import { categoryLabels } from '@/content/categories';
import { serviceCards, startupPackage } from '@/content/services';
import { getArticles, getProjects } from '@/lib/content';
import { formatPrice } from '@/lib/price';
import { siteConfig } from '@/lib/site';

/** What a page says about itself: metadata, Open Graph card, sitemap entry, breadcrumbs. */
export type PageInfo = {
  path: string;
  title: string;
  description: string;
  /** Small line above the title on the Open Graph card (section or category). */
  eyebrow: string;
  /** ISO date of the last meaningful change, for the sitemap. */
  modified?: string;
  /** The entry's cover cropped to 1200×630 (JPEG), used instead of the generated card when it has one. */
  cover?: { url: string; alt: string };
};

const priceList = serviceCards.map((s) => `${s.title.toLowerCase()} ${formatPrice(s.price)}`).join(', ');

/** Every fixed route, defined once. */
export const staticPages = {
  home: {
    path: '/',
    title: 'Web design, branding și marketing digital',
    description: `${siteConfig.name}: site-uri, WordPress, design grafic și marketing digital pentru afaceri din România. Consultanță gratuită și răspuns în 24 de ore.`,
    eyebrow: siteConfig.tagline,
  },
  about: {
    path: '/about',
    title: 'Despre noi',
    description: `Cine este ${siteConfig.owner.name}, cum lucrează și ce experiență are în web design, WordPress, grafică și marketing digital.`,
    eyebrow: 'Despre noi',
  },
  services: {
    path: '/services',
    title: 'Servicii și prețuri',
    description: `Prețuri clare, în lei ${siteConfig.legal.vatStatement}: ${priceList}. ${startupPackage.title} la ${formatPrice(startupPackage.price)}.`,
    eyebrow: 'Cu ce ne ocupăm',
  },
  portfolio: {
    path: '/portfolio',
    title: 'Portofoliu clienți',
    description:
      'Proiecte de web design, WordPress, branding și marketing digital realizate pentru afaceri din România, cu rezultatele lor.',
    eyebrow: 'Portofoliu',
  },
  blog: {
    path: '/blog',
    title: 'Blog',
    description:
      'Articole practice despre web design, WordPress, branding și marketing digital pentru afaceri mici din România.',
    eyebrow: 'Blog',
  },
  contact: {
    path: '/contact',
    title: 'Contact',
    description: `Cere o ofertă sau o consultanță gratuită: scrie-ne, sună-ne sau trimite un mesaj pe WhatsApp. Răspuns în cel mult 24 de ore.`,
    eyebrow: 'Contact',
  },
  privacy: {
    path: '/privacy',
    title: 'Politica de confidențialitate',
    description: `Ce date personale prelucrează ${siteConfig.name}, de ce, cât timp le păstrează și ce drepturi ai.`,
    eyebrow: 'Informații legale',
  },
  terms: {
    path: '/terms',
    title: 'Termeni și condiții',
    description: `Condițiile în care ${siteConfig.name} oferă servicii de web design, WordPress, design grafic și marketing digital.`,
    eyebrow: 'Informații legale',
  },
} satisfies Record<string, PageInfo>;

export function articlePages(): PageInfo[] {
  return getArticles().map((a) => ({
    path: `/blog/${a.slug}`,
    title: a.title,
    description: a.excerpt,
    eyebrow: `Blog · ${categoryLabels[a.category]}`,
    modified: a.date,
    ...(a.coverImage?.og ? { cover: { url: a.coverImage.og, alt: a.coverImage.alt } } : {}),
  }));
}

export function projectPages(): PageInfo[] {
  return getProjects().map((p) => ({
    path: `/portfolio/${p.slug}`,
    title: p.title,
    description: p.description,
    eyebrow: `Portofoliu · ${p.categories.map((c) => categoryLabels[c]).join(' · ')}`,
    ...(p.coverImage?.og ? { cover: { url: p.coverImage.og, alt: p.coverImage.alt } } : {}),
  }));
}

/** Every public page: the sitemap and the Open Graph images are generated from this list. */
export function allPages(): PageInfo[] {
  return [...Object.values(staticPages), ...articlePages(), ...projectPages()];
}

/** "/" → "home", "/blog/un-articol" → "blog--un-articol" */
export function ogImageName(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replace(/\//g, '--');
}

export function ogImagePath(path: string): string {
  return `/og/${ogImageName(path)}.png`;
}

/** A page's Open Graph image: its cover's crop when it has one, else its generated card. */
export function pageOgImage(page: PageInfo): { url: string; alt: string; type: 'image/jpeg' | 'image/png' } {
  return page.cover
    ? { ...page.cover, type: 'image/jpeg' }
    : { url: ogImagePath(page.path), alt: page.title, type: 'image/png' };
}
