/**
 * Seeds the in-memory content/ before any site module loads: some read their files when they are first
 * imported (lib/i18n/dictionary.ts reads content/ui.json). Imported first by ./editor-preview.ts.
 */
import { setFilesOpened } from '@/lib/data/content-dir';
import { snapshot } from './snapshot';
import { seed } from './vfs';

seed(snapshot);
// The pictures are here by name only (and a logo just uploaded not at all): the schemas check the logo's
// path, not its file, which the build checks (lib/logo.ts).
setFilesOpened(false);
