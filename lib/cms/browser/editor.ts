/**
 * The editor's own script, /admin/editor.js: loaded right after decap-cms.js, which has started the CMS
 * but not yet read its configuration (that comes by fetch), so everything registered here is in place
 * before the first screen. A same-origin file: the /admin policy runs no inline script. Built from this
 * module by lib/cms/editor-script.ts (esbuild, one IIFE) into out/admin/ and `npm run admin`'s folder.
 */
import { RO_PHRASES } from '../locale-ro';
import { installBackendFilter } from './backend-filter';
import { dateWidget } from './date-widget';
import { listWidget } from './list-widget';
import { defaultToRawMode, installModeSwitch, romanianEditorComponents } from './markdown';
import { installPictureCleaning } from './pictures';
import { selectPreview } from './select-preview';

function install() {
  const { CMS, h, createClass } = window;
  if (!CMS || !h || !createClass) throw new Error('editor.js: decap-cms.js must load first');

  // Every string Decap shows: Decap merges this over its English phrases, key by key.
  CMS.registerLocale('ro', RO_PHRASES);

  // Re-registered by name (the string form keeps Decap's schema and logs nothing).
  const list = CMS.getWidget('list');
  if (list) CMS.registerWidget('list', listWidget(h, createClass, list), list.preview, list.schema);
  const datetime = CMS.getWidget('datetime');
  if (datetime) {
    const { control, preview } = dateWidget(h, createClass, datetime);
    CMS.registerWidget('datetime', control, preview, datetime.schema);
  }

  const select = CMS.getWidget('select');
  if (select) CMS.registerWidget('select', select.control, selectPreview(h), select.schema);

  romanianEditorComponents(CMS);
  installBackendFilter(CMS);
  // Pictures upright, without GPS or camera data, at most 2560 px, before any backend stores them.
  installPictureCleaning(CMS);
  try {
    defaultToRawMode(window.localStorage);
  } catch {
    // Storage blocked: Decap then starts in its default mode.
  }
  installModeSwitch(document);
}

install();
