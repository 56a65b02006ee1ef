import { feedResponse } from '@/lib/feed';

// Written once at build time to out/en/blog/rss.xml: the translated articles.
export const dynamic = 'force-static';

export function GET() {
  return feedResponse('en');
}
