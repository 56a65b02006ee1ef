import type { Metadata } from 'next';
import { Home } from '@/components/icons/lucide/house';
import { Search } from '@/components/icons/lucide/search';
import { NotFoundLogger } from '@/components/layout/not-found-logger';
import { ButtonLink } from '@/components/ui/button';
import Link from '@/components/ui/link';
import { Container } from '@/components/ui/container';
import { getDictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { headerActions, mainMenu } from '@/lib/navigation';
import { siteConfig } from '@/lib/site';

export function notFoundMetadata(locale: Locale): Metadata {
  const t = getDictionary(locale).notFound;
  // No `robots` on the Romanian 404: Next marks the not-found page noindex itself. The English 404 is an
  // ordinary exported page (/en/404), so it says noindex itself.
  // The site's name written out as the layout's template writes it: the Romanian 404 is the global
  // not-found document, whose metadata does not pass through that template (issue 45: its title lacked it).
  const title = { absolute: `${t.title} | ${siteConfig.name}` };
  return { title, description: t.description, ...(locale === 'ro' ? {} : { robots: { index: false } }) };
}

/** The 404 page's content in a language. */
export function NotFoundView({ locale }: { locale: Locale }) {
  const dictionary = getDictionary(locale);
  const t = dictionary.notFound;
  const search = dictionary.blogSearch;
  // Where a lost visitor most likely meant to go: the menu's pages (home has its own button) and contact.
  const pages = [...mainMenu(locale).slice(1), headerActions(locale).contact];
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <NotFoundLogger />
      <p className="text-primary text-8xl font-extrabold sm:text-9xl">404</p>
      <h1 className="mt-6 text-3xl font-bold text-balance sm:text-4xl">{t.heading}</h1>
      <p className="text-muted-foreground mt-4 max-w-md text-lg text-balance">{t.body}</p>
      <ButtonLink href={localePath('/', locale)} size="lg" className="mt-8">
        <Home aria-hidden="true" />
        {t.back}
      </ButtonLink>
      <p className="text-muted-foreground mt-12 max-w-md text-balance">{t.elsewhere}</p>
      {/* A plain GET form: the blog reads ?q= and shows the results, no script needed here. */}
      <form role="search" action={localePath('/blog', locale)} method="get" className="mt-4 flex w-full max-w-md gap-2">
        <label htmlFor="cautare-404" className="sr-only">
          {search.label}
        </label>
        <div className="relative flex-1">
          <Search aria-hidden="true" className="text-muted-foreground pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2" />
          <input
            id="cautare-404"
            name="q"
            type="search"
            placeholder={search.placeholder}
            autoComplete="off"
            className="border-border bg-card text-foreground placeholder:text-muted-foreground h-11 w-full rounded-full border pr-4 pl-12"
          />
        </div>
        <button type="submit" className="bg-primary text-primary-foreground hover:bg-primary-hover h-11 rounded-full px-6 font-semibold">
          {search.submit}
        </button>
      </form>
      <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2">
        {pages.map((page) => (
          <li key={page.href}>
            <Link href={page.href} className="text-primary font-semibold underline-offset-4 hover:underline">
              {page.name}
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}
