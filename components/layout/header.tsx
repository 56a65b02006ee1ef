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
import { otherLocale, type Locale } from '@/lib/i18n/locales';
import { englishPaths } from '@/lib/i18n/routes';
import { headerActions as actionsIn, mainMenu as menuIn } from '@/lib/navigation';

const linkClass = 'rounded-full px-3 py-2 whitespace-nowrap text-[0.9375rem] transition-colors hover:text-primary';
const activeClass = 'font-semibold text-primary';
const inactiveClass = 'font-medium text-foreground/80';

export function Header({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).layout;
  const other = getDictionary(otherLocale(locale)).layout;
  const mainMenu = menuIn(locale);
  const headerActions = actionsIn(locale);
  const switcher = { name: other.languageName, same: t.switchSame, home: t.switchHome };
  const translated = englishPaths();
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <a
        href="#continut"
        className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
      >
        {t.skipToContent}
      </a>
      <Container className="relative flex h-18 max-w-7xl items-center justify-between gap-4">
        <Logo locale={locale} className="shrink-0" />
        <nav aria-label={t.mainMenu} className="hidden xl:block">
          <ul className="flex items-center gap-1">
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
        <div className="flex items-center gap-2">
          {/* Shown from a breakpoint up by a wrapper: the button's own display stays inline-flex. */}
          <div className="hidden xl:flex">
            <LanguageSwitcher labels={switcher} translated={translated} />
          </div>
          {headerActions.pricing && (
            <div className="hidden xl:flex">
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
            <LanguageSwitcher labels={switcher} translated={translated} className="justify-center border border-border" />
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
