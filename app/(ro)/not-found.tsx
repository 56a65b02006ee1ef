import { NotFoundView, notFoundMetadata } from '@/components/pages/not-found-view';

export const metadata = notFoundMetadata('ro');

export default function NotFound() {
  return <NotFoundView locale="ro" />;
}
