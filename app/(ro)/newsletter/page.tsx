import { NewsletterArchivePage, newsletterMetadata } from '@/components/pages/newsletter-page';

export const metadata = newsletterMetadata('ro');

export default function Page() {
  return <NewsletterArchivePage locale="ro" />;
}
