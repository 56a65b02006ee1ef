import Link from '@/components/ui/link';
import { ArrowUpRight } from '@/components/icons/lucide/arrow-up-right';
import { Eye } from '@/components/icons/lucide/eye';
import { Emoji } from '@/components/ui/emoji';
import { Picture, type PictureLoading } from '@/components/ui/picture';
import type { CategoryId } from '@/lib/data/schemas';
import { MAX_CARD_TECH } from '@/lib/constants';
import type { ProjectMeta } from '@/lib/content';
import { cx } from '@/lib/cx';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { UnpublishedMark } from '@/components/ui/unpublished-mark';
import { keepWhole } from '@/lib/typography';

/** The card's words in the page's language (lib/i18n/labels.ts builds them from the dictionary). */
export type CardLabels = {
  locale: Locale;
  categories: Record<CategoryId, string>;
  details: string;
  visit: string;
  newTab: string;
  tech: string;
  featured: string;
  readingTime: string;
  draft: string;
  scheduled: string;
};

/**
 * The laid-out width of a card's cover: two columns from md (half of max-w-6xl less the gap on /portfolio,
 * a third on the home page), else the screen. In the list view the cover takes two fifths of the row.
 */
const GRID_SIZES = '(min-width: 1152px) 528px, (min-width: 768px) calc(50vw - 48px), calc(100vw - 34px)';
const LIST_SIZES = '(min-width: 1152px) 436px, (min-width: 640px) 40vw, calc(100vw - 34px)';

/**
 * A portfolio card; inside a list view (the `list-view` variant, app/globals.css) it is laid out as a row,
 * and `layout="list"` gives its cover the list's `sizes`. The cover shows when the
 * project has one, else the emoji; `imageLoading` is lazy unless the card is in the first screen.
 * `density="compact"` is the full list of /portfolio, two large cards a row: its titles set larger than
 * the home page's three-a-row cards (the name is kept from when the list was a tight three-column grid).
 */
export function ProjectCard({
  project,
  labels,
  layout = 'grid',
  headingLevel = 3,
  imageLoading = 'lazy',
  density = 'regular',
}: {
  project: ProjectMeta;
  labels: CardLabels;
  layout?: 'grid' | 'list';
  headingLevel?: 2 | 3;
  imageLoading?: PictureLoading;
  density?: 'regular' | 'compact';
}) {
  const Heading = `h${headingLevel}` as const;
  const compact = density === 'compact';
  const href = localePath(`/portfolio/${project.slug}`, labels.locale);
  return (
    <article
      className={cx(
        'group flex overflow-hidden rounded-(--radius-card) border border-border bg-card shadow-sm transition-shadow hover:shadow-md',
        'h-full flex-col list-view:h-auto list-view:sm:flex-row list-view:sm:items-start',
      )}
    >
      {/*
        The cover keeps its 16 / 10 box in both views: in the list it takes two fifths of the row at that
        ratio, so the whole picture shows (a fixed-width box the row's height cut the subjects, issue 45);
        a picture of another ratio is fitted whole inside it there.
      */}
      <div
        className={cx(
          'grid place-items-center overflow-hidden bg-gradient-to-br from-primary-soft to-tint',
          'aspect-[16/10] list-view:sm:w-2/5 list-view:sm:shrink-0 list-view:sm:rounded-(--radius-card) list-view:sm:m-4 list-view:sm:mr-0',
        )}
      >
        {project.coverImage ? (
          // min-w-0: keeps the picture in its box (as in article-card.tsx).
          <Picture
            image={project.coverImage}
            sizes={layout === 'grid' ? GRID_SIZES : LIST_SIZES}
            loading={imageLoading}
            pictureClassName="size-full min-w-0"
            className="size-full object-cover list-view:object-contain transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        ) : (
          <Emoji symbol={project.emoji} label={project.imageAlt} className="text-6xl" />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center justify-between gap-2 text-sm">
          <UnpublishedMark state={project.unpublished} labels={labels} locale={labels.locale} />
          <span className="font-semibold text-primary">{project.categories.map((c) => labels.categories[c]).join(' · ')}</span>
          <span className="text-muted-foreground">{project.year}</span>
        </p>
        <Heading className={cx('mt-2 font-bold text-balance', compact ? 'text-xl sm:text-2xl' : 'text-xl')}>
          <Link href={href} className="hover:text-primary">
            {keepWhole(project.title)}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-muted-foreground">{keepWhole(project.description)}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={labels.tech}>
          {project.tech.slice(0, MAX_CARD_TECH).map((tech) => (
            <li key={tech} className="rounded-full bg-muted px-3 py-1 text-xs font-medium text-foreground/80">
              {tech}
            </li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap gap-x-4 border-t border-border pt-1 text-sm font-semibold">
          <Link href={href} data-card-action="" className="inline-flex min-h-11 items-center gap-1.5 text-primary hover:underline">
            <Eye aria-hidden="true" className="size-4" />
            {labels.details}<span className="sr-only">: {project.title}</span>
          </Link>
          {project.url && (
            <a href={project.url} target="_blank" rel="noopener noreferrer" data-card-action="" className="inline-flex min-h-11 items-center gap-1.5 text-foreground/80 hover:text-primary hover:underline">
              <ArrowUpRight aria-hidden="true" className="size-4" />
              {labels.visit}<span className="sr-only">: {project.title} {labels.newTab}</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
