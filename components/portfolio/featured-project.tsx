import Link from '@/components/ui/link';
import { ArrowUpRight } from '@/components/icons/lucide/arrow-up-right';
import { Eye } from '@/components/icons/lucide/eye';
import { Emoji } from '@/components/ui/emoji';
import { Picture } from '@/components/ui/picture';
import { UnpublishedMark } from '@/components/ui/unpublished-mark';
import type { CardLabels } from '@/components/portfolio/project-card';
import { MAX_CARD_TECH } from '@/lib/constants';
import type { ProjectMeta } from '@/lib/content';
import { cx } from '@/lib/cx';
import { localePath } from '@/lib/i18n/locales';
import { keepWhole } from '@/lib/typography';

/** The cover's laid-out width: three fifths of max-w-6xl from lg, else the column. */
const SIZES = '(min-width: 1152px) 640px, (min-width: 1024px) calc(60vw - 60px), calc(100vw - 34px)';

/**
 * A featured project on /portfolio: the work shown large beside its story, the result set as a figure;
 * every other row puts the picture on the right. It carries what the specification's card does (picture,
 * categories, year, title, description, at most three technologies, details and visit links), in a
 * layout of its own, so the page does not show the same three cards twice (issue 34).
 */
export function FeaturedProject({
  project,
  labels,
  resultLabel,
  reversed = false,
}: {
  project: ProjectMeta;
  labels: CardLabels;
  resultLabel: string;
  reversed?: boolean;
}) {
  const href = localePath(`/portfolio/${project.slug}`, labels.locale);
  return (
    // Utilities the site already uses where they do the job: every new one adds to every page's style sheet.
    // The picture takes three fifths of the row: larger than a card of the full list below (issue 45).
    <article className={cx('grid items-center gap-8 lg:gap-12', reversed ? 'lg:grid-cols-[2fr_3fr]' : 'lg:grid-cols-[3fr_2fr]')}>
      {/* The picture repeats the title's link for the pointer; keyboard and screen readers use the title. */}
      <Link
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className={cx(
          'group border-border bg-muted block overflow-hidden rounded-(--radius-card) border shadow-sm',
          reversed && 'lg:order-last',
        )}
      >
        {project.coverImage ? (
          <Picture
            image={project.coverImage}
            sizes={SIZES}
            className="h-auto w-full transition-transform duration-300 group-hover:scale-[1.01] motion-reduce:transition-none"
          />
        ) : (
          <span className="grid aspect-[16/10] place-items-center">
            <Emoji symbol={project.emoji} label={project.imageAlt} className="text-8xl" />
          </span>
        )}
      </Link>
      <div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <UnpublishedMark state={project.unpublished} labels={labels} locale={labels.locale} />
          <span className="text-primary font-semibold">
            {project.categories.map((c) => labels.categories[c]).join(' · ')}
          </span>
          <span className="text-muted-foreground">{project.year}</span>
        </p>
        <h3 className="mt-3 text-2xl font-bold text-balance sm:text-3xl">
          <Link href={href} className="hover:text-primary">
            {keepWhole(project.title)}
          </Link>
        </h3>
        <p className="text-muted-foreground mt-4">{keepWhole(project.description)}</p>
        <p className="border-accent mt-6 border-l-2 pl-5">
          <span className="text-muted-foreground block text-xs font-semibold tracking-wider uppercase">
            {resultLabel}
          </span>
          <span className="mt-1 block text-2xl leading-tight font-extrabold text-balance">
            {keepWhole(project.result)}
          </span>
        </p>
        <ul className="mt-6 flex flex-wrap gap-2" aria-label={labels.tech}>
          {project.tech.slice(0, MAX_CARD_TECH).map((tech) => (
            <li key={tech} className="bg-muted text-foreground/80 rounded-full px-3 py-1 text-xs font-medium">
              {tech}
            </li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap gap-x-4 text-sm font-semibold">
          <Link
            href={href}
            className="text-primary inline-flex min-h-11 items-center gap-1.5 hover:underline"
          >
            <Eye aria-hidden="true" className="size-4" />
            {labels.details}
            <span className="sr-only">: {project.title}</span>
          </Link>
          {project.url && (
            <a
              href={project.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-foreground/80 hover:text-primary inline-flex min-h-11 items-center gap-1.5 hover:underline"
            >
              <ArrowUpRight aria-hidden="true" className="size-4" />
              {labels.visit}
              <span className="sr-only">
                : {project.title} {labels.newTab}
              </span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
