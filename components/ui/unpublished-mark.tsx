import type { Unpublished } from '@/lib/publishing';
import { fill } from '@/lib/i18n/fill';
import { formatDateIn } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';

/**
 * "Ciornă" or "Programat: 10 decembrie 2026" on an entry that is not on the site yet. Only `npm run dev` and
 * the editor's preview ever render one (lib/publishing.ts): a build leaves such entries out.
 */
export function UnpublishedMark({
  state,
  date,
  labels,
  locale,
}: {
  state: Unpublished | undefined;
  date?: string;
  labels: { draft: string; scheduled: string };
  locale: Locale;
}) {
  if (!state) return null;
  return (
    <span data-unpublished={state} className="rounded-full border-2 border-dashed border-current px-2.5 py-0.5 text-xs font-bold uppercase">
      {state === 'scheduled' && date ? fill(labels.scheduled, { date: formatDateIn(date, locale) }) : labels.draft}
    </span>
  );
}
