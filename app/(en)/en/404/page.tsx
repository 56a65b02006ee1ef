import { NotFoundView, notFoundMetadata } from '@/components/pages/not-found-view';

// The English 404, exported as out/en/404.html: the forms server and the static hosts send it (with a
// 404 status) for unknown /en/… paths.
export const metadata = notFoundMetadata('en');

export default function Page() {
  return <NotFoundView locale="en" />;
}
