import { BlogPage, blogMetadata } from '@/components/pages/blog-page';

export const metadata = blogMetadata('ro');

export default function Page() {
  return <BlogPage locale="ro" />;
}
