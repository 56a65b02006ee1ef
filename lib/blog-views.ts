// The URLs of the /blog list's filtered views, shared by the list, the sidebar's tags and an article's
// category and tag links. A view's URL carries its query (?categorie=, ?eticheta=, read by the script) and
// a #target (articole-<category>, articole-eticheta-<tag>) that the pre-rendered list answers with CSS
// alone, so every filter link works before and without JavaScript (components/blog/articles-explorer.tsx).

export type BlogView = { category?: string; tag?: string; query?: string };

/** The anchor of a view: its tag's when it has one, else its category's ("all" for none). */
export function blogAnchor({ category, tag }: BlogView): string {
  return tag ? `articole-eticheta-${tag}` : `articole-${category ?? 'all'}`;
}

/** The URL of a view of the list at `blog` (/blog or /en/blog); `tag` is the tag's slug. */
export function blogViewHref(blog: string, view: BlogView): string {
  const query = new URLSearchParams();
  if (view.category && view.category !== 'all') query.set('categorie', view.category);
  if (view.tag) query.set('eticheta', view.tag);
  if (view.query) query.set('q', view.query);
  const search = query.toString();
  return `${blog}${search ? `?${search}` : ''}#${blogAnchor(view)}`;
}
