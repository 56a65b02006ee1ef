import { ContactPage, contactMetadata } from '@/components/pages/contact-page';

export const metadata = contactMetadata('ro');

export default function Page() {
  return <ContactPage locale="ro" />;
}
