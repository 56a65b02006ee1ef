import { AboutPage, aboutMetadata } from '@/components/pages/about-page';

export const metadata = aboutMetadata('ro');

export default function Page() {
  return <AboutPage locale="ro" />;
}
