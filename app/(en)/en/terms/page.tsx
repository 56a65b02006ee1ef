import { LegalTranslationPage, legalMetadata } from '@/components/pages/legal-translation-page';

export const metadata = legalMetadata('terms', 'en');

export default function Page() {
  return <LegalTranslationPage name="terms" locale="en" />;
}
