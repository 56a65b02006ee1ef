import { Marked, type Tokens } from 'marked';
import type { Picture } from '@/lib/images/types';
import { LAZY_ATTRIBUTE, pictureStyle } from '@/lib/pictures';
import { slugify } from '@/lib/text';
import { keepWholeHtml } from '@/lib/typography';

export type Heading = { level: number; id: string; text: string };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const srcSet = (variants: Picture['avif']) => variants.map((v) => `${v.url} ${v.width}w`).join(', ');

/** The HTML of components/ui/picture.tsx for a picture in the body (lazy: the body starts below the fold). */
export function pictureHtml(image: Picture, sizes: string, title?: string | null): string {
  const fallback = image.webp.find((v) => v.width >= 800) ?? image.webp.at(-1)!;
  const style = Object.entries(pictureStyle(image, true))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const picture =
    `<picture ${LAZY_ATTRIBUTE}="" style="${style}"><source type="image/avif" srcset="${srcSet(image.avif)}" sizes="${sizes}"/>` +
    `<source type="image/webp" srcset="${srcSet(image.webp)}" sizes="${sizes}"/>` +
    `<img src="${fallback.url}" alt="${escapeHtml(image.alt)}" width="${image.width}" height="${image.height}" decoding="async" loading="lazy"/></picture>`;
  return title ? `<figure>${picture}<figcaption>${escapeHtml(title)}</figcaption></figure>` : picture;
}

/**
 * Markdown from content/ (trusted, committed) to HTML at build time. Headings get stable ids and a
 * visible anchor link, and are returned for the table of contents. A picture beside the entry
 * (`![alt](./detaliu.jpg "optional caption")`) becomes the encoded `<picture>` from `images`
 * (scripts/images.ts); one the image step did not encode fails the build.
 */
export function renderMarkdown(
  markdown: string,
  {
    images = {},
    sizes = '(min-width: 768px) 720px, calc(100vw - 34px)',
    anchorLabel = 'Link direct către secțiunea „{heading}”',
  }: {
    images?: Record<string, Picture>;
    sizes?: string;
    /** The heading anchor's accessible name in the page's language; `{heading}` is the heading's text. */
    anchorLabel?: string;
  } = {},
): { html: string; headings: Heading[] } {
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Heading['tokens']): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const plain = inner.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
        const base = slugify(plain) || 'sectiune';
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        headings.push({ level: token.depth, id, text: plain });
        return `<h${token.depth} id="${id}">${inner} <a class="heading-anchor" href="#${id}" aria-label="${escapeHtml(anchorLabel).replace('{heading}', escapeHtml(plain))}">#</a></h${token.depth}>\n`;
      },
      // A paragraph that is only a picture is the picture (a <figure> may not sit in a <p>: the parser
      // would close the paragraph before it and leave an empty one after).
      paragraph(this: { parser: { parseInline(tokens: Tokens.Paragraph['tokens']): string } }, token: Tokens.Paragraph) {
        const inner = this.parser.parseInline(token.tokens);
        const onlyPicture = token.tokens.length === 1 && token.tokens[0]!.type === 'image';
        return onlyPicture ? `${inner}\n` : `<p>${inner}</p>\n`;
      },
      image(token: Tokens.Image) {
        const image = images[token.href];
        if (!image) throw new Error(`Markdown picture ${token.href} was not encoded: run the image step (npm run build does)`);
        return pictureHtml(image, sizes, token.title);
      },
    },
  });
  // A code block wider than the column scrolls: focusable, so keyboard users can scroll it (axe
  // scrollable-region-focusable).
  // Clitic forms and figures with their units kept on one line in every heading, paragraph, list and table.
  const html = keepWholeHtml(marked.parse(markdown) as string).replace(/<pre>/g, '<pre tabindex="0">');
  return { html, headings };
}
