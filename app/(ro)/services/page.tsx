import { ServicesPage, servicesMetadata } from '@/components/pages/services-page';

export const metadata = servicesMetadata('ro');

export default function Page() {
  return <ServicesPage locale="ro" />;
}
