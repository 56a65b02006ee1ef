import { iconPng } from '@/lib/icon-png';

// Manifest icons, written at build time to out/icons/icon-192.png and icon-512.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

const SIZES = { 'icon-192.png': 192, 'icon-512.png': 512 } as const;

export function generateStaticParams() {
  return Object.keys(SIZES).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const size = SIZES[file as keyof typeof SIZES];
  return size ? iconPng(size) : new Response('Not found', { status: 404 });
}
