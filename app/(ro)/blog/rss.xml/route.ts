import { feedResponse } from '@/lib/feed';

// Written once at build time to out/blog/rss.xml.
export const dynamic = 'force-static';

export function GET() {
  return feedResponse('ro');
}
