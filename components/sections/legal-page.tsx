import { PageHero } from '@/components/sections/page-hero';
import { Container } from '@/components/ui/container';
import { fill, getDictionary } from '@/lib/i18n/dictionary';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import '@/app/prose.css';

/** Layout of the legal pages: a hero with the title and the last update, then long-form text. */
export function LegalPage({
  title,
  updated,
  locale = defaultLocale,
  children,
}: {
  title: string;
  updated: string;
  locale?: Locale;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHero title={title} lead={fill(getDictionary(locale).legal.updated, { date: updated })} />
      <Container className="max-w-3xl py-12 sm:py-16">
        <div className="prose">{children}</div>
      </Container>
    </>
  );
}
