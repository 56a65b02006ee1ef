/**
 * Ids that code relies on (anchors, form values stored with a lead, URL filters). Kept apart from the
 * schemas so the browser's form bundle can import them without the content schemas.
 */

/** Service ids: the /services anchors, the contact form's checkboxes and ?serviciu=<id>. Code, not data. */
export const SERVICE_IDS = ['web-design', 'wordpress', 'graphic-design', 'marketing'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** Budget ranges the contact form offers: the values stored with a lead. Their labels are data. */
export const BUDGET_IDS = ['sub-1000', '1000-3000', '3000-5000', '5000-10000', 'peste-10000'] as const;
export type BudgetId = (typeof BUDGET_IDS)[number];

export const CATEGORY_IDS = ['web-design', 'wordpress', 'branding', 'marketing'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

