import type { CardLabels } from '@/components/portfolio/project-card';
import { categoryLabelsIn } from '@/lib/i18n/categories';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';

/** The words an article or project card needs, in the locale (passed to client components as data). */
export function cardLabels(locale: Locale): CardLabels {
  return { locale, categories: categoryLabelsIn(locale), ...getDictionary(locale).cards };
}
