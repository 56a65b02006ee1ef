import { ChevronDown } from '@/components/icons/lucide/chevron-down';
import { Menu } from '@/components/icons/lucide/menu';
import { X } from '@/components/icons/lucide/x';
import { Logo } from '@/components/layout/logo';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { NavLink } from '@/components/layout/nav-link';
import { ServicesMenu } from '@/components/layout/services-menu';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { getDictionary } from '@/lib/i18n/dictionary';
import { cx } from '@/lib/cx';
import { otherLocale, type Locale } from '@/lib/i18n/locales';
import { englishPaths } from '@/lib/i18n/routes';
import { headerActions as actionsIn, mainMenu as menuIn } from '@/lib/navigation';

// Tighter from lg to xl, where the whole menu has to fit a 1024 px laptop beside the logo and the actions.
const linkClass = 'inline-flex items-center rounded-full px-2 py-2 whitespace-nowrap text-sm transition-colors hover:text-primary xl:px-3 xl:text-[0.9375rem]';
const activeClass = 'font-semibold text-primary';
const inactiveClass = 'font-medium text-foreground/80';

const SWITCHER = 'inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold hover:bg-muted';

export function Header({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).layout;
  const other = getDictionary(otherLocale(locale)).layout;
  const mainMenu = menuIn(locale);
  const headerActions = actionsIn(locale);
  const switcher = { same: t.switchSame, home: t.switchHome };
  const target = otherLocale(locale);
  const translated = englishPaths();
  return (
    // Opaque: a translucent bar over the dark heroes turned a muddy grey (issue 45); the page's own ground
    // reads the same over any hero in either theme.
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background">
      {/* Shown on focus as a bar of its own under the header's edge, so it never sits on the logo. */}
      <a
        href="#continut"
        className="sr-only focus:not-sr-only focus:absolute focus:top-full focus:left-4 focus:z-50 focus:mt-2 focus:rounded-md focus:bg-primary focus:px-5 focus:py-3 focus:font-semibold focus:text-primary-foreground focus:shadow-lg"
      >
        {t.skipToContent}
      </a>
      {/* The content's own column (Container's max-w-6xl): the logo starts where every page's text does. */}
      <Container className="relative flex h-18 items-center justify-between gap-2 xl:gap-4">
        <Logo locale={locale} className="shrink-0" />
        <nav aria-label={t.mainMenu} className="hidden lg:block">
          <ul className="flex items-center xl:gap-1">
            {mainMenu.map((item) =>
              item.children ? (
                <ServicesMenu
                  key={item.href}
                  submenuLabel={t.submenu}
                  item={{ ...item, children: item.children }}
                  linkClassName={linkClass}
                  activeClassName={activeClass}
                  inactiveClassName={inactiveClass}
                  icon={<ChevronDown aria-hidden="true" className="size-4 transition-transform group-aria-expanded:rotate-180" />}
                />
              ) : (
                <li key={item.href}>
                  <NavLink href={item.href} className={linkClass} activeClassName={activeClass} inactiveClassName={inactiveClass}>
                    {item.name}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-1 xl:gap-2">
          {/* Shown from a breakpoint up by a wrapper: the button's own display stays inline-flex. */}
          <div className="hidden lg:flex">
            <LanguageSwitcher labels={switcher} translated={translated} className={SWITCHER}>
              {/* Below xl the language's code ("EN"); its name stays the link's accessible name. */}
              <span aria-hidden="true" className="xl:hidden">
                {target.toUpperCase()}
              </span>
              <span lang={target} className="sr-only xl:not-sr-only">
                {other.languageName}
              </span>
            </LanguageSwitcher>
          </div>
          {headerActions.pricing && (
            <div className="hidden lg:flex">
              <ButtonLink href={headerActions.pricing.href} variant="ghost" size="sm">
                {headerActions.pricing.name}
              </ButtonLink>
            </div>
          )}
          <div className="hidden sm:flex">
            <ButtonLink href={headerActions.contact.href} size="sm">
              {headerActions.contact.name}
            </ButtonLink>
          </div>
          <ThemeToggle labels={getDictionary(locale).theme} />
          <MobileMenu
            items={mainMenu}
            labels={{ menu: t.mobileMenu, open: t.openMenu, close: t.closeMenu }}
            openIcon={<Menu aria-hidden="true" className="size-6" />}
            closeIcon={<X aria-hidden="true" className="size-6" />}
          >
            <LanguageSwitcher labels={switcher} translated={translated} className={cx(SWITCHER, 'justify-center border border-border')}>
              <span lang={target}>{other.languageName}</span>
            </LanguageSwitcher>
            {headerActions.pricing && (
              <ButtonLink href={headerActions.pricing.href} variant="outline" className="w-full sm:w-auto">
                {headerActions.pricing.name}
              </ButtonLink>
            )}
            <ButtonLink href={headerActions.contact.href} className="w-full sm:w-auto">
              {headerActions.contact.name}
            </ButtonLink>
          </MobileMenu>
        </div>
      </Container>
    </header>
  );
}
