import type { CSSProperties } from 'react';
import type { Picture as PictureData, Variant } from '@/lib/images/types';
import { pictureStyle } from '@/lib/pictures';

/**
 * How the browser should fetch a picture: `lazy` below the fold; `eager` in the first screen; `priority`
 * for the one picture that is the page's largest paint (fetched first, never lazy).
 */
export type PictureLoading = 'lazy' | 'eager' | 'priority';

function srcSet(variants: Variant[]): string {
  return variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}

/**
 * One encoded picture (lib/images/pipeline.ts): AVIF first, WebP second, the WebP at about 800 px as the
 * `src` of browsers without `<picture>`. `width`/`height` reserve its box (no layout shift); the tiny
 * placeholder, upscaled (so blurred) by the browser, fills the box until the picture arrives. `sizes` says
 * how wide the picture is laid out, so the browser picks the smallest file that fits. A lazy picture waits
 * until the visitor comes near it (lib/pictures.ts); `ratio` is its box's aspect ratio when the box is not
 * the picture's own (a thumbnail cropped to 16 / 10).
 */
export function Picture({
  image,
  sizes,
  loading = 'lazy',
  ratio,
  className,
  pictureClassName,
}: {
  image: PictureData;
  sizes: string;
  loading?: PictureLoading;
  ratio?: string;
  className?: string;
  pictureClassName?: string;
}) {
  const fallback = image.webp.find((v) => v.width >= 800) ?? image.webp.at(-1)!;
  const lazy = loading === 'lazy';
  const style = pictureStyle(image, lazy, ratio);
  const { 'aspect-ratio': aspectRatio, ...vars } = style;
  return (
    <picture
      className={pictureClassName}
      data-lazy={lazy ? '' : undefined}
      style={Object.keys(style).length ? ({ ...vars, aspectRatio } as CSSProperties) : undefined}
    >
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img
        src={fallback.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        decoding="async"
        loading={lazy ? 'lazy' : undefined}
        fetchPriority={loading === 'priority' ? 'high' : undefined}
        className={className}
      />
    </picture>
  );
}
