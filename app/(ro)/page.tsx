import { HomePage, homeMetadata } from '@/components/pages/home-page';

export const metadata = homeMetadata('ro');

export default function Page() {
  return <HomePage locale="ro" />;
}
