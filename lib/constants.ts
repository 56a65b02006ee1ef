import type { CategoryId } from '@/lib/data/schemas';

/**
 * Layout constants of the specification: how many items a list shows and in what order the chips come.
 * They are design, not content: the owner edits content/*.yaml, a developer edits these.
 */

/** Chip order on /blog (as in the specification). */
export const blogCategoryOrder: CategoryId[] = ['web-design', 'marketing', 'wordpress', 'branding'];
/** Chip order on /portfolio (as in the specification). */
export const portfolioCategoryOrder: CategoryId[] = ['web-design', 'wordpress', 'branding', 'marketing'];

/**
 * How many cards the "all projects" grid shows before "load more": two thirds of the twelve samples, four
 * rows of the two-column grid, so the button brings the rest instead of hiding half the work (issue 45).
 */
export const PROJECTS_PAGE_SIZE = 8;
/** How many tech tags a project card shows at most (spec section 9). */
export const MAX_CARD_TECH = 3;
/** How many articles the /blog list shows at first and on each "load more" (spec: five). */
export const ARTICLES_PAGE_SIZE = 5;
/** How many popular tags the sidebar shows (spec: ten). */
export const POPULAR_TAGS = 10;
