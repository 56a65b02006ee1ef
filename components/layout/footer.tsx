import Link from '@/components/ui/link';
import { Mail } from '@/components/icons/lucide/mail';
import { MapPin } from '@/components/icons/lucide/map-pin';
import { Phone } from '@/components/icons/lucide/phone';
import { Logo } from '@/components/layout/logo';
import { SocialLinks } from '@/components/layout/social-links';
import { Container } from '@/components/ui/container';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { footerQuickLinks as quickLinksIn, policyLinks as policyLinksIn } from '@/lib/navigation';
import { telHref } from '@/lib/hrefs';
import { BUILD_YEAR, legalIdentity, siteConfig } from '@/lib/site';

const ANPC_SAL_URL = 'https://anpc.ro/ce-este-sal/';

const headingClass = 'mb-4 font-sans text-sm font-semibold tracking-wider text-white uppercase';
// inline-block with padding: a touch target of 28 px or more for every link (issue 20).
const linkClass = 'inline-block py-1 text-ink-foreground transition-colors hover:text-white hover:underline';

export function Footer({ locale }: { locale: Locale }) {
  const t = getDictionary(locale);
  const footerQuickLinks = quickLinksIn(locale);
  const policyLinks = policyLinksIn(locale);
  const { legal } = siteConfig;
  const years = siteConfig.since < BUILD_YEAR ? `${siteConfig.since}–${BUILD_YEAR}` : `${BUILD_YEAR}`;
  return (
    <footer className="on-dark bg-ink text-ink-foreground">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <Logo locale={locale} tone="light" />
          <p className="mt-4 max-w-md">{locale === 'ro' ? siteConfig.description : t.site.description}</p>
          <SocialLinks social={siteConfig.social} className="mt-6" />
        </div>
        <nav aria-label={t.footer.quickLinks}>
          <h2 className={headingClass}>{t.footer.quickLinks}</h2>
          <ul className="space-y-1">
            {footerQuickLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{t.footer.contact}</h2>
          <ul className="space-y-3">
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="text-accent size-5 shrink-0" />
              <a href={`mailto:${siteConfig.email}`} className={linkClass}>
                {siteConfig.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" className="text-accent size-5 shrink-0" />
              <a href={telHref(siteConfig.phone)} className={linkClass}>
                {siteConfig.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <MapPin aria-hidden="true" className="text-accent size-5 shrink-0" />
              <span>{locale === 'ro' ? siteConfig.address.country : t.site.country}</span>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 py-6 text-sm md:flex-row md:items-start md:justify-between">
          {/* Top-aligned, the copyright's first line a link's padding down: it shares the legal links' baseline. */}
          <div className="space-y-1 md:pt-1">
            <p>
              © {years} {siteConfig.name}. {t.footer.rights}
            </p>
            {legal.legalName && <p className="text-xs">{legalIdentity().line}</p>}
          </div>
          <div className="flex flex-col gap-4 md:items-end">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {policyLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass}>
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
            {/* Consumer information required for Romanian businesses (ANPC Order 449/2022). The EU ODR
              platform closed in July 2025, so no ODR/SOL link. */}
            <a
              href={ANPC_SAL_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-block w-fit rounded-md"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG; nothing to optimise */}
              <img
                src="/anpc-sal.svg"
                width={250}
                height={50}
                alt={t.footer.anpcAlt}
                loading="lazy"
              />
            </a>
          </div>
        </Container>
      </div>
    </footer>
  );
}
