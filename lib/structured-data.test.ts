import { describe, expect, it } from 'vitest';
import { loadData } from '@/lib/data/load';

const { faq } = loadData('contact');
const serviceCards = loadData('services').cards;
import { getArticles, getProjects } from '@/lib/content';
import { allPages, ogImageName } from '@/lib/pages';
import { siteConfig } from '@/lib/site';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  businessJsonLd,
  faqJsonLd,
  personJsonLd,
  priceRange,
  projectJsonLd,
} from '@/lib/structured-data';

/** What a crawler reads: the JSON text parsed back (also proves the data serialises cleanly). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const parsed = (data: unknown): any => JSON.parse(JSON.stringify(data));

describe('structured data comes from the config and content', () => {
  it('describes the business with its opening hours, price range and four offers in RON', () => {
    const business = parsed(businessJsonLd());
    expect(business['@type']).toBe('ProfessionalService');
    expect(business.name).toBe(siteConfig.name);
    expect(business.areaServed).toEqual({ '@type': 'Country', name: 'România' });
    expect(business.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
        opens: '09:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '10:00', closes: '14:00' },
    ]);
    expect(priceRange()).toBe('500 - 4.500 RON');
    const offers = business.makesOffer as { priceSpecification: { price: number; priceCurrency: string }; itemOffered: { name: string } }[];
    expect(offers.map((o) => [o.itemOffered.name, o.priceSpecification.price, o.priceSpecification.priceCurrency])).toEqual([
      ['Web design', 1500, 'RON'],
      ['Dezvoltare WordPress', 2500, 'RON'],
      ['Design grafic', 800, 'RON'],
      ['Marketing digital', 500, 'RON'],
    ]);
    expect(offers).toHaveLength(serviceCards.length);
  });

  it('names the owner as a Person and the FAQ as a FAQPage', () => {
    expect(personJsonLd()).toMatchObject({ '@type': 'Person', name: siteConfig.owner.name, jobTitle: siteConfig.owner.role });
    const page = parsed(faqJsonLd()) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(page.mainEntity.map((q) => q.name)).toEqual(faq.map((q) => q.question));
  });

  it('describes every article and case study with an absolute URL and its own image', () => {
    for (const article of getArticles()) {
      const data = parsed(articleJsonLd(article));
      expect(data).toMatchObject({ '@type': 'BlogPosting', headline: article.title, datePublished: article.date, inLanguage: 'ro-RO' });
      expect(data.image).toBe(`${siteConfig.url}${article.coverImage?.og ?? `/og/${ogImageName(`/blog/${article.slug}`)}.png`}`);
    }
    for (const project of getProjects()) {
      expect(projectJsonLd(project)).toMatchObject({ '@type': 'CreativeWork', name: project.title, url: `${siteConfig.url}/portfolio/${project.slug}` });
    }
  });

  it('builds breadcrumbs from home with positions', () => {
    expect(breadcrumbJsonLd([{ name: 'Blog', path: '/blog' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Acasă', item: siteConfig.url },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${siteConfig.url}/blog` },
      ],
    });
  });
});

describe('page registry', () => {
  it('has a unique path, title and description for each of the 47 pages', () => {
    const pages = allPages();
    // Fixed pages (the booking page and the newsletter's archive among them), articles, case studies, the sample letter.
    expect(pages).toHaveLength(10 + 24 + 12 + 1);
    for (const key of ['path', 'title', 'description'] as const) expect(new Set(pages.map((p) => p[key])).size).toBe(pages.length);
  });
});
