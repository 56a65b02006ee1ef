/**
 * Seeds the in-memory content/ before any site module loads: some read their files when they are first
 * imported (lib/i18n/dictionary.ts reads content/ui.json). Imported first by ./editor-preview.ts.
 */
import { snapshot } from './snapshot';
import { seed } from './vfs';

seed(snapshot);
