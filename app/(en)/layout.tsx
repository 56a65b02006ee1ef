import { layoutMetadata, SiteDocument, siteViewport } from '@/components/layout/site-document';
import '../globals.css';

export const metadata = layoutMetadata('en');
export const viewport = siteViewport;

export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>;
}
