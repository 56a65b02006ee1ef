import { Marked } from 'marked';

const marked = new Marked({ gfm: true, async: false });

/** Markdown from content/ (trusted, committed) to HTML, at build time. */
export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown) as string;
}
