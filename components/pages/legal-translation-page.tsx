import { LegalPage } from '@/components/sections/legal-page';
import { JsonLd } from '@/components/seo/json-ld';
import { formatDateIn } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { loadLegal, type LegalName } from '@/lib/legal';
import { pageMetadata } from '@/lib/metadata';
import { staticPageIn } from '@/lib/pages';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const legalMetadata = (name: LegalName, locale: Locale) => pageMetadata(staticPageIn(name, locale));

/**
 * A translated legal page, from content/legal/<name>.<locale>.md. The text itself says that the Romanian
 * page is the binding version and links to it.
 */
export function LegalTranslationPage({ name, locale }: { name: LegalName; locale: Locale }) {
  const { title, updated, html } = loadLegal(name, locale);
  const page = staticPageIn(name, locale);
  return (
    <LegalPage title={title} updated={formatDateIn(updated, locale)} locale={locale}>
      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path: page.path }], locale)} />
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </LegalPage>
  );
}
