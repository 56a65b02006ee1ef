import type { Metadata } from 'next';
import { Home } from '@/components/icons/lucide/house';
import { NotFoundLogger } from '@/components/layout/not-found-logger';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { getDictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';

export function notFoundMetadata(locale: Locale): Metadata {
  const t = getDictionary(locale).notFound;
  // No `robots` on the Romanian 404: Next marks the not-found page noindex itself. The English 404 is an
  // ordinary exported page (/en/404), so it says noindex itself.
  return { title: t.title, description: t.description, ...(locale === 'ro' ? {} : { robots: { index: false } }) };
}

/** The 404 page's content in a language. */
export function NotFoundView({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).notFound;
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <NotFoundLogger />
      <p className="text-primary text-8xl font-extrabold sm:text-9xl">404</p>
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{t.heading}</h1>
      <p className="text-muted-foreground mt-4 max-w-md text-lg">{t.body}</p>
      <ButtonLink href={localePath('/', locale)} size="lg" className="mt-8">
        <Home aria-hidden="true" />
        {t.back}
      </ButtonLink>
    </Container>
  );
}
