import { PortfolioPage, portfolioMetadata } from '@/components/pages/portfolio-page';

export const metadata = portfolioMetadata('ro');

export default function Page() {
  return <PortfolioPage locale="ro" />;
}
