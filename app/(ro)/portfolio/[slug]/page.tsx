import type { Metadata } from 'next';
import { ProjectPage, projectMetadata, projectParams } from '@/components/pages/project-page';

export const dynamicParams = false;
export const generateStaticParams = () => projectParams('ro');

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return projectMetadata((await params).slug, 'ro');
}

export default async function Page({ params }: Params) {
  return <ProjectPage slug={(await params).slug} locale="ro" />;
}
