import { blogViewHref } from '@/lib/blog-views';
import Link from '@/components/ui/link';
import { Portrait } from '@/components/ui/portrait';
import { ArrowRight } from '@/components/icons/lucide/arrow-right';
import { slugify } from '@/lib/text';
import { getDictionary } from '@/lib/i18n/dictionary';
import { plural } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/site';

export function AuthorBox({ locale }: { locale: Locale }) {
  const t = getDictionary(locale);
  const owner = locale === 'ro' ? siteConfig.owner : { ...siteConfig.owner, role: t.site.ownerRole, bio: t.site.ownerBio };
  return (
    <section aria-labelledby="autor-titlu" className="rounded-(--radius-card) border border-border bg-card p-6 shadow-sm">
      <h2 id="autor-titlu" className="font-sans text-sm font-semibold tracking-wider text-muted-foreground uppercase">
        {t.blog.aboutAuthor}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <Portrait name={owner.name} size="size-14 text-lg" sizes="56px" />
        <div>
          <p className="text-lg font-bold">{owner.name}</p>
          <p className="text-sm text-primary">{owner.role}</p>
        </div>
      </div>
      <p className="mt-3 text-muted-foreground">{owner.bio}</p>
      <Link href={locale === 'ro' ? '/about' : `mailto:${siteConfig.email}`} className="mt-4 inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
        {t.blog.aboutAuthorLink}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}

/** The most used tags; each links to the list filtered by that tag. */
export function PopularTags({ tags, locale }: { tags: { tag: string; count: number }[]; locale: Locale }) {
  const t = getDictionary(locale).blog;
  return (
    <section aria-labelledby="etichete-titlu" className="rounded-(--radius-card) border border-border bg-card p-6 shadow-sm">
      <h2 id="etichete-titlu" className="text-lg font-bold">
        {t.popularTags}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {tags.map(({ tag, count }) => (
          <li key={tag}>
            <Link
              href={blogViewHref(localePath('/blog', locale), { tag: slugify(tag) })}
              className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1.5 text-sm font-medium hover:bg-primary-soft hover:text-primary"
            >
              {tag}
              <span className="sr-only">({plural(locale, count, t.articleOne, t.articleMany)})</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
