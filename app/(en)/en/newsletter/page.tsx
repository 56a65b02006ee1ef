import { NewsletterArchivePage, newsletterMetadata } from '@/components/pages/newsletter-page';

export const metadata = newsletterMetadata('en');

export default function Page() {
  return <NewsletterArchivePage locale="en" />;
}
