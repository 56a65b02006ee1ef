import { layoutMetadata, SiteDocument } from '@/components/layout/site-document';
import { NotFoundView, notFoundMetadata } from '@/components/pages/not-found-view';
import './globals.css';

// The site-wide 404 (two root layouts, so no single layout to compose it from): exported as 404.html,
// which the forms server and the static hosts send for unknown paths. Unknown /en/… paths get the
// English 404 (app/(en)/en/404) by prefix: server/static.ts and the host rules of scripts/postbuild.mjs.
export const metadata = { ...layoutMetadata('ro'), ...notFoundMetadata('ro') };

export default function GlobalNotFound() {
  return (
    <SiteDocument locale="ro">
      <NotFoundView locale="ro" />
    </SiteDocument>
  );
}
