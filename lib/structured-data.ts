import type {
  BlogPosting,
  BreadcrumbList,
  CreativeWork,
  DayOfWeek,
  FAQPage,
  Person,
  ProfessionalService,
  WithContext,
} from 'schema-dts';
import { loadData } from '@/lib/data/load';
import type { Article, Project } from '@/lib/content';
import { categoryLabel } from '@/lib/i18n/categories';
import { getDictionary } from '@/lib/i18n/dictionary';
import { defaultLocale, intlLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { ogImagePath } from '@/lib/pages';
import { siteConfig, siteConfigFor } from '@/lib/site';
import type { Weekday } from '@/lib/site';

/**
 * schema.org JSON-LD, generated from the same config and content the pages show (never typed by hand).
 * Typed with schema-dts, so a property that schema.org does not define for a type fails the type check.
 */

const DAYS: Record<Weekday, DayOfWeek> = {
  Mo: 'https://schema.org/Monday',
  Tu: 'https://schema.org/Tuesday',
  We: 'https://schema.org/Wednesday',
  Th: 'https://schema.org/Thursday',
  Fr: 'https://schema.org/Friday',
  Sa: 'https://schema.org/Saturday',
  Su: 'https://schema.org/Sunday',
};

const absolute = (path: string) => `${siteConfig.url}${path === '/' ? '' : path}`;
export const BUSINESS_ID = `${siteConfig.url}/#business`;
export const PERSON_ID = `${siteConfig.url}/about#person`;

/** "500 - 4.500 RON": from the lowest to the highest price charged (not the struck-through regular price). */
export function priceRange(): string {
  const { cards: serviceCards, startupPackage } = loadData('services');
  const amounts = [...serviceCards.map((s) => s.price.amount), startupPackage.price.amount];
  const fmt = new Intl.NumberFormat('ro-RO');
  return `${fmt.format(Math.min(...amounts))} - ${fmt.format(Math.max(...amounts))} RON`;
}

export function businessJsonLd(locale: Locale = defaultLocale): WithContext<ProfessionalService> {
  const site = siteConfigFor(locale);
  const serviceCards = loadData('services', locale).cards;
  const sameAs = Object.values(siteConfig.social).filter((url): url is string => Boolean(url));
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': BUSINESS_ID,
    name: siteConfig.name,
    legalName: siteConfig.legal.legalName || undefined,
    description: site.description,
    url: siteConfig.url,
    logo: absolute('/icons/icon-512.png'),
    image: absolute(ogImagePath('/')),
    email: siteConfig.email,
    telephone: siteConfig.phone.replace(/\s+/g, ''),
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.address.locality,
      addressCountry: siteConfig.address.countryCode,
    },
    areaServed: { '@type': 'Country', name: site.address.country },
    founder: { '@id': PERSON_ID },
    priceRange: priceRange(),
    openingHoursSpecification: siteConfig.hours
      .filter((row) => row.opens && row.closes)
      .map((row) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: row.days.map((d) => DAYS[d]),
        opens: row.opens!,
        closes: row.closes!,
      })),
    makesOffer: serviceCards.map((service) => ({
      '@type': 'Offer',
      url: absolute(`/services#${service.id}`),
      priceCurrency: 'RON',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: service.price.amount,
        priceCurrency: 'RON',
        ...(service.price.from ? { minPrice: service.price.amount } : {}),
        ...(service.price.per ? { unitText: service.price.per } : {}),
        valueAddedTaxIncluded: false,
      },
      itemOffered: {
        '@type': 'Service',
        name: service.title,
        description: service.description,
        provider: { '@id': BUSINESS_ID },
      },
    })),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export function personJsonLd(): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': PERSON_ID,
    name: siteConfig.owner.name,
    jobTitle: siteConfig.owner.role,
    description: siteConfig.owner.bio,
    url: absolute('/about'),
    worksFor: { '@id': BUSINESS_ID },
    knowsLanguage: 'ro',
  };
}

export function faqJsonLd(locale: Locale = defaultLocale): WithContext<FAQPage> {
  const { faq } = loadData('contact', locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function articleJsonLd(article: Article, locale: Locale = defaultLocale): WithContext<BlogPosting> {
  const path = localePath(`/blog/${article.slug}`, locale);
  const url = absolute(path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    dateModified: article.date,
    inLanguage: intlLocale[locale],
    url,
    mainEntityOfPage: url,
    image: absolute(article.coverImage?.og ?? ogImagePath(path)),
    articleSection: categoryLabel(article.category, locale),
    keywords: article.tags.join(', '),
    timeRequired: `PT${article.readingMinutes}M`,
    author: article.author ? { '@type': 'Person', name: article.author } : { '@id': PERSON_ID },
    publisher: { '@id': BUSINESS_ID },
  };
}

export function projectJsonLd(project: Project, locale: Locale = defaultLocale): WithContext<CreativeWork> {
  const path = localePath(`/portfolio/${project.slug}`, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    description: project.description,
    inLanguage: intlLocale[locale],
    url: absolute(path),
    image: absolute(project.coverImage?.og ?? ogImagePath(path)),
    dateCreated: String(project.year),
    genre: project.categories.map((c) => categoryLabel(c, locale)).join(', '),
    keywords: project.tech.join(', '),
    creator: { '@id': BUSINESS_ID },
    ...(project.url ? { sameAs: project.url } : {}),
  };
}

/** Home → … → the current page. `trail` excludes home. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[], locale: Locale = defaultLocale): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: getDictionary(locale).layout.home, path: localePath('/', locale) }, ...trail].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(item.path),
    })),
  };
}
