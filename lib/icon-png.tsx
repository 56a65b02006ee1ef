import fs from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';

/** PNG renditions of app/icon.svg (the one source image for favicon, touch icon and manifest). */
export function iconPng(size: number): ImageResponse {
  const svg = fs.readFileSync(path.join(process.cwd(), 'app/icon.svg'));
  const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  return new ImageResponse(
    // eslint-disable-next-line @next/next/no-img-element -- rendered to a PNG at build time, not a page
    <img src={src} width={size} height={size} alt="" />,
    { width: size, height: size },
  );
}
