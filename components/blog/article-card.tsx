import Link from '@/components/ui/link';
import { Calendar } from '@/components/icons/lucide/calendar';
import { Clock } from '@/components/icons/lucide/clock';
import { Emoji } from '@/components/ui/emoji';
import { Picture, type PictureLoading } from '@/components/ui/picture';
import { UnpublishedMark } from '@/components/ui/unpublished-mark';
import type { CardLabels } from '@/components/portfolio/project-card';
import type { ArticleMeta } from '@/lib/content';
import { cx } from '@/lib/cx';
import { fill } from '@/lib/i18n/fill';
import { formatDateIn } from '@/lib/i18n/format';
import { localePath } from '@/lib/i18n/locales';
import type { ReactNode } from 'react';

/** Laid-out width of the cover: beside the text from sm (2/5 of max-w-6xl, or 11 rem), above it on phones. */
const FEATURED_SIZES = '(min-width: 1152px) 448px, (min-width: 640px) 40vw, calc(100vw - 34px)';
const LIST_SIZES = '(min-width: 640px) 176px, calc(100vw - 34px)';

/**
 * An article teaser; `featured` is the large card at the top of /blog. The cover shows when the article has
 * one, else the emoji.
 */
export function ArticleCard({
  article,
  labels,
  authorName,
  variant = 'list',
  imageLoading = 'lazy',
}: {
  /**
   * `heading` and `summary`: the title and the excerpt as shown where that differs from the text, set by the
   * server with clitic forms and figures kept on one line (lib/typography.tsx keepWhole), so the helper
   * stays out of the bundle.
   */
  article: ArticleMeta & { heading?: ReactNode; summary?: ReactNode };
  labels: CardLabels;
  authorName: string;
  variant?: 'list' | 'featured';
  imageLoading?: PictureLoading;
}) {
  const href = localePath(`/blog/${article.slug}`, labels.locale);
  const featured = variant === 'featured';
  return (
    <article className={cx('group relative flex flex-col overflow-hidden rounded-(--radius-card) border border-border bg-card shadow-sm transition-shadow hover:shadow-md sm:flex-row', featured && 'lg:min-h-80')}>
      <div className={cx('grid shrink-0 place-items-center overflow-hidden bg-gradient-to-br from-primary-soft to-tint', featured ? 'aspect-[16/9] sm:aspect-auto sm:w-2/5' : 'aspect-[16/9] sm:aspect-auto sm:w-44')}>
        {article.coverImage ? (
          // min-w-0: the lazy picture's aspect-ratio would otherwise widen the grid track past the narrow box
          // (176 px at 1280 px) and the crop would start at the picture's left edge instead of its centre.
          <Picture
            image={article.coverImage}
            sizes={featured ? FEATURED_SIZES : LIST_SIZES}
            loading={imageLoading}
            pictureClassName="size-full min-w-0"
            className="size-full object-cover"
          />
        ) : (
          <Emoji symbol={article.emoji} label={article.imageAlt} className={featured ? 'text-8xl' : 'text-5xl'} />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <UnpublishedMark state={article.unpublished} date={article.date} labels={labels} locale={labels.locale} />
          {featured && <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-accent-foreground">{labels.featured}</span>}
          <span className="font-semibold text-primary">{labels.categories[article.category]}</span>
        </p>
        <h3 className={cx('mt-2 font-bold text-balance', featured ? 'text-2xl sm:text-3xl' : 'text-xl')}>
          <Link href={href} className="after:absolute after:inset-0 hover:text-primary">
            {article.heading ?? article.title}
          </Link>
        </h3>
        <p className="mt-3 flex-1 text-muted-foreground">{article.summary ?? article.excerpt}</p>
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>{article.author ?? authorName}</span>
          <span className="inline-flex items-center gap-1.5">
            <Calendar aria-hidden="true" className="size-4" />
            <time dateTime={article.date}>{formatDateIn(article.date, labels.locale)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {fill(labels.readingTime, { minutes: article.readingMinutes })}
          </span>
        </p>
      </div>
    </article>
  );
}
