import { layoutMetadata, SiteDocument, siteViewport } from '@/components/layout/site-document';
import '../globals.css';

export const metadata = layoutMetadata('ro');
export const viewport = siteViewport;

export default function RomanianLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument locale="ro">{children}</SiteDocument>;
}
