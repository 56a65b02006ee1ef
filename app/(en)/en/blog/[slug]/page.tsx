import type { Metadata } from 'next';
import { ArticlePage, articleMetadata, articleParams } from '@/components/pages/article-page';

export const dynamicParams = false;
export const generateStaticParams = () => articleParams('en');

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return articleMetadata((await params).slug, 'en');
}

export default async function Page({ params }: Params) {
  return <ArticlePage slug={(await params).slug} locale="en" />;
}
