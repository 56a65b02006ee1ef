import { Lexer, type Token } from 'marked';

/**
 * The links and pictures of a Markdown text, in document order, as marked reads it (GFM): the content check
 * (lib/content-check.ts) and the picture step (lib/images/sources.ts) both walk them.
 */
export function markdownRefs(markdown: string): { links: { href: string; text: string }[]; images: { src: string; alt: string }[] } {
  const links: { href: string; text: string }[] = [];
  const images: { src: string; alt: string }[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'image') images.push({ src: token.href, alt: token.text.trim() });
      if (token.type === 'link') links.push({ href: token.href, text: token.text });
      const children = (token as { tokens?: Token[] }).tokens;
      if (children) walk(children);
      if (token.type === 'list') for (const item of token.items) walk(item.tokens);
      if (token.type === 'table') {
        for (const cell of token.header) walk(cell.tokens);
        for (const row of token.rows) for (const cell of row) walk(cell.tokens);
      }
    }
  };
  walk(new Lexer({ gfm: true }).lex(markdown));
  return { links, images };
}
