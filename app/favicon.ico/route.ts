import { brandAsset } from '@/lib/brand-assets';

// Written at build time to out/favicon.ico: browsers, feed readers and crawlers that ignore <link rel="icon">
// ask for /favicon.ico. An ICO file may hold a PNG image (Windows Vista and later, every current browser).
export const dynamic = 'force-static';

export function GET() {
  const png = brandAsset('favicon-48.png');
  return new Response(new Uint8Array(pngToIco(png, 48)), { headers: { 'Content-Type': 'image/x-icon' } });
}

/** ICONDIR (6 bytes) + one ICONDIRENTRY (16 bytes) + the PNG. */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}
