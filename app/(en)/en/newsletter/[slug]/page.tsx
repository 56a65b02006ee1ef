import type { Metadata } from 'next';
import { LetterPage, letterMetadata, letterParams } from '@/components/pages/newsletter-page';

export const dynamicParams = false;
export const generateStaticParams = () => letterParams('en');

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return letterMetadata((await params).slug, 'en');
}

export default async function Page({ params }: Params) {
  return <LetterPage slug={(await params).slug} locale="en" />;
}
