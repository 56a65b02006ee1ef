import { BookingPicker } from '@/components/booking/booking-picker';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { Section } from '@/components/ui/section';
import { getDictionary } from '@/lib/i18n/dictionary';
import { mailtoHref } from '@/lib/hrefs';
import { siteConfigFor } from '@/lib/site';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { staticPageIn } from '@/lib/pages';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const bookingMetadata = (locale: Locale) => pageMetadata(staticPageIn('booking', locale));

/** /programare and /en/book: the free consultation booked on the site (issue 48). */
export function BookingPage({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).booking;
  const page = staticPageIn('booking', locale);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path: page.path }], locale)} />
      <PageHero eyebrow={t.heroEyebrow} title={t.heroTitle} lead={t.heroLead} />
      <Section>
        <BookingPicker locale={locale} text={t} mailto={mailtoHref(siteConfigFor(locale).email, t.mailSubject)} />
      </Section>
    </>
  );
}
