// Runs first in `npm run build` (and `npm run dev`): reads every file under content/ the way the pages
// will, in both languages, and prints what is wrong in Romanian for the owner (lib/data/messages.ts),
// without the stack trace and code excerpt `next build` would show for the same mistake. Exit 1 on any
// problem, so the build stops before Next starts; silent when all is well.
import { ContentError, articleFrontMatter, loadDir, projectFrontMatter, theFeatured } from '../lib/content';
import { DataError, loadData } from '../lib/data/load';
import { count } from '../lib/data/messages';
import { dataSchemas, type DataName } from '../lib/data/schemas';
import { locales } from '../lib/i18n/locales';
import { loadLegal } from '../lib/legal';
import { siteToday, unpublished } from '../lib/publishing';

const messages: string[] = [];
let crashed = false;

function check(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof DataError || error instanceof ContentError) {
      // The English file's check reads the Romanian one first: one mistake, one message.
      if (!messages.includes(error.message)) messages.push(error.message);
    } else {
      // Not the owner's mistake: a developer needs the whole story.
      crashed = true;
      console.error(error);
    }
  }
}

for (const locale of locales) {
  for (const name of Object.keys(dataSchemas) as DataName[]) check(() => loadData(name, locale));
  // The one featured article among those on the site today (drafts and scheduled posts wait: lib/publishing.ts).
  check(() => theFeatured(loadDir('blog', articleFrontMatter, locale).filter((entry) => !unpublished(entry, siteToday()))));
  check(() => loadDir('portfolio', projectFrontMatter, locale));
}
// The legal pages fill in the site's details: only once the data files are right.
if (messages.length === 0)
  for (const locale of locales)
    for (const name of ['privacy', 'terms'] as const) check(() => loadLegal(name, locale));

if (messages.length > 0) {
  console.error(`\n${messages.join('\n\n')}\n`);
  const files = count(messages.length, 'fișier', 'fișiere');
  console.error(
    `Site-ul nu a fost construit: corectează ce scrie mai sus (${files}), apoi pornește din nou.`,
  );
}
if (messages.length > 0 || crashed) process.exit(1);
