import type { CategoryId } from '@/lib/data/schemas';
import { loadData } from '@/lib/data/load';
import type { Locale } from '@/lib/i18n/locales';

/** A category's name in the locale (content/categories.yaml, English in content/categories.en.yaml). */
export function categoryLabel(id: CategoryId, locale: Locale): string {
  return categoryLabelsIn(locale)[id];
}

export function categoryLabelsIn(locale: Locale): Record<CategoryId, string> {
  return loadData('categories', locale).labels;
}
