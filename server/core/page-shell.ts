/**
 * The site's own look for the pages the forms service writes (newsletter links, forms posted without
 * JavaScript, their errors): the built 404 page with its <main> emptied. It keeps the header with the
 * logo, the footer, the stylesheet and the font preload; everything that would run or describe the 404
 * page is taken out, so the page gets a policy with no scripts at all.
 */
export type PageShell = {
  /** From <!DOCTYPE> to <title>. */
  beforeTitle: string;
  /** From </title> to the opening <main> tag. */
  beforeMain: string;
  /** From </main> to the end. */
  end: string;
};

const REMOVE: RegExp[] = [
  // Nothing may hydrate over the content we put in <main>, and the policy forbids scripts anyway.
  /<script\b[^>]*>[\s\S]*?<\/script>/gi,
  /<link\b[^>]*\bas="script"[^>]*>/gi,
  /<link\b[^>]*\brel="modulepreload"[^>]*>/gi,
  // The page's own policy carries the 404's script hashes; ours comes as a header.
  /<meta\b[^>]*http-equiv="Content-Security-Policy"[^>]*>/gi,
  // One robots tag, ours, is added below.
  /<meta\b[^>]*name="robots"[^>]*>/gi,
  // They describe the 404 page, not this one.
  /<meta\b[^>]*name="description"[^>]*>/gi,
  /<meta\b[^>]*property="og:[^"]*"[^>]*>/gi,
  /<meta\b[^>]*name="twitter:[^"]*"[^>]*>/gi,
  /<link\b[^>]*rel="canonical"[^>]*>/gi,
  // Controls only a script can open (the mobile menu, the services submenu) would be dead buttons
  // here; the logo, the footer and the page's own links lead on. Neither nests a <button> or a <nav>.
  /<button\b[^>]*\baria-controls="[^"]*"[^>]*>[\s\S]*?<\/button>/gi,
  /<nav\b[^>]*\bid="mobile-menu"[^>]*>[\s\S]*?<\/nav>/gi,
];

/** Turns the built 404 page into a shell, or null when it does not have the parts we need. */
export function shellFromHtml(html: string): PageShell | null {
  let page = html;
  for (const pattern of REMOVE) page = page.replace(pattern, '');
  const title = /<title>[\s\S]*?<\/title>/.exec(page);
  const open = /<main\b[^>]*>/.exec(page);
  const close = page.lastIndexOf('</main>');
  if (!title || !open || open.index < title.index || close < open.index) return null;
  return {
    beforeTitle: `${page.slice(0, title.index)}<meta name="robots" content="noindex"/><title>`,
    beforeMain: `</title>${page.slice(title.index + title[0].length, open.index + open[0].length)}`,
    end: page.slice(close),
  };
}
