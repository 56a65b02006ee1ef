import { LegalTranslationPage, legalMetadata } from '@/components/pages/legal-translation-page';

export const metadata = legalMetadata('privacy', 'en');

export default function Page() {
  return <LegalTranslationPage name="privacy" locale="en" />;
}
