import type { Stat } from '@/lib/types';

/**
 * Portfolio hero stats (spec section 9). The first one, "12 proiecte active", is computed from the
 * projects in content/portfolio/ by the page; these are the rest.
 */
export const portfolioStats = [
  { value: '50+', label: 'Clienți' },
  { value: '95%', label: 'Rată de succes' },
  { value: '24h', label: 'Timp de răspuns' },
] satisfies Stat[];

/** How many cards the "all projects" grid shows before "load more". */
export const PROJECTS_PAGE_SIZE = 6;
/** How many tech tags a project card shows at most (spec section 9). */
export const MAX_CARD_TECH = 3;
