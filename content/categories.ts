/** Categories shared by blog articles and portfolio projects; ids are used in front matter and URLs. */
export const CATEGORY_IDS = ['web-design', 'wordpress', 'branding', 'marketing'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const categoryLabels = {
  'web-design': 'Web Design',
  wordpress: 'WordPress',
  branding: 'Branding',
  marketing: 'Marketing',
} satisfies Record<CategoryId, string>;

/** Chip order on /blog (as in the specification). */
export const blogCategoryOrder: CategoryId[] = ['web-design', 'marketing', 'wordpress', 'branding'];
/** Chip order on /portfolio (as in the specification). */
export const portfolioCategoryOrder: CategoryId[] = ['web-design', 'wordpress', 'branding', 'marketing'];
