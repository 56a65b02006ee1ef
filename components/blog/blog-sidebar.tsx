import Link from '@/components/ui/link';
import { ArrowRight } from '@/components/icons/lucide/arrow-right';
import { pluralRo, slugify } from '@/lib/text';
import { siteConfig } from '@/lib/site';

export function AuthorBox() {
  return (
    <section aria-labelledby="autor-titlu" className="rounded-(--radius-card) border border-border bg-card p-6 shadow-sm">
      <h2 id="autor-titlu" className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">
        Despre autor
      </h2>
      <p className="mt-3 text-lg font-bold">{siteConfig.owner.name}</p>
      <p className="text-sm text-primary">{siteConfig.owner.role}</p>
      <p className="mt-3 text-muted-foreground">{siteConfig.owner.bio}</p>
      <Link href="/about" className="mt-4 inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
        Află mai multe despre mine
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

/** The most used tags; each links to the list filtered by that tag. */
export function PopularTags({ tags }: { tags: { tag: string; count: number }[] }) {
  return (
    <section aria-labelledby="etichete-titlu" className="rounded-(--radius-card) border border-border bg-card p-6 shadow-sm">
      <h2 id="etichete-titlu" className="text-lg font-bold">
        Etichete populare
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {tags.map(({ tag, count }) => (
          <li key={tag}>
            <Link
              href={`/blog?eticheta=${slugify(tag)}#articole`}
              className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1.5 text-sm font-medium hover:bg-primary-soft hover:text-primary"
            >
              {tag}
              <span className="sr-only">({pluralRo(count, 'articol', 'articole')})</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
