import { Marked, type Tokens } from 'marked';
import { slugify } from '@/lib/text';

export type Heading = { level: number; id: string; text: string };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Markdown from content/ (trusted, committed) to HTML at build time. Headings get stable ids and a
 * visible anchor link, and are returned for the table of contents.
 */
export function renderMarkdown(markdown: string): { html: string; headings: Heading[] } {
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
        return `<h${token.depth} id="${id}">${inner} <a class="heading-anchor" href="#${id}" aria-label="Link direct către secțiunea „${escapeHtml(plain)}”">#</a></h${token.depth}>\n`;
      },
    },
  });
  const html = marked.parse(markdown) as string;
  return { html, headings };
}
