/**
 * The Markdown body of articles and case studies (issue 32).
 *
 * - Opens in Markdown (raw) mode. Typed into the rich-text mode, "## Titlu" is text, which the editor saves
 *   escaped ("\## Titlu"); in raw mode it is saved as typed. The configuration lists `modes: [raw,
 *   rich_text]`, but Decap 3.13's MarkdownControl starts from the last mode used in this browser
 *   (localStorage "cms.md-mode"), with rich text when there is none; so the first visit sets raw. A mode the
 *   owner picks later is remembered as Decap does.
 * - The mode switch: Decap's toggle works, but its two words ("Text formatat", "Markdown") are not part of
 *   it, so a click on a word did nothing; now it switches to that mode. The switch also gets its name
 *   (Decap passes aria-label to a component that drops it).
 * - The picture and code block components of the rich-text mode get Romanian names and field labels.
 */
import { RO_PHRASES } from '../locale-ro';
import type { DecapCms, Immutable } from './decap';

export const MODE_STORAGE_KEY = 'cms.md-mode';

/** Decap's styled components keep their names in their class names ("css-1h7e0xc-ToolbarToggleLabel"). */
const TOGGLE_LABEL = '[class*="ToolbarToggleLabel"]';
const SWITCH = '[role="switch"]';

export function defaultToRawMode(storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  if (!storage.getItem(MODE_STORAGE_KEY)) storage.setItem(MODE_STORAGE_KEY, 'raw');
}

/** The switch's state: Decap sets aria-checked "true" in raw mode and leaves it out in rich-text mode. */
const isRaw = (toggle: Element) => toggle.getAttribute('aria-checked') === 'true';

function nameSwitches(root: ParentNode) {
  const { rich, markdown } = RO_PHRASES.editor.editorWidgets.markdown.toggleMode;
  for (const toggle of root.querySelectorAll(`${TOGGLE_LABEL} ~ ${SWITCH}`)) {
    const name = isRaw(toggle) ? rich : markdown;
    if (toggle.getAttribute('aria-label') !== name) toggle.setAttribute('aria-label', name);
  }
}

export function installModeSwitch(document: Document): void {
  document.addEventListener('click', (event) => {
    const label = event.target instanceof Element ? event.target.closest(TOGGLE_LABEL) : null;
    const toggle = label?.parentElement?.querySelector(SWITCH);
    if (!label || !toggle) return;
    // The first word is rich text, the last one Markdown.
    const wantsRaw = label === label.parentElement!.lastElementChild;
    if (wantsRaw !== isRaw(toggle)) (toggle as HTMLElement).click();
  });
  const observer = new MutationObserver(() => nameSwitches(document));
  observer.observe(document.documentElement, { childList: true, subtree: true });
}

const IMAGE_FIELDS: Record<string, { label: string; hint?: string; required?: boolean }> = {
  image: { label: 'Imagine' },
  alt: { label: 'Descrierea imaginii (text alternativ)', hint: 'Ce se vede în poză, într-o propoziție.' },
  title: { label: 'Titlu', hint: 'Opțional: apare când cursorul stă pe imagine.', required: false },
};

/**
 * Decap's two built-in components, named in Romanian in place: registering them again would log a warning
 * for the code block ("Only one editor component of type code-block…").
 */
export function romanianEditorComponents(cms: DecapCms): void {
  const components = cms.getEditorComponents();
  const image = components.get('image');
  if (image) {
    image.label = 'Imagine';
    image.fields = image.fields.map((field: Immutable) => {
      const text = IMAGE_FIELDS[String(field.get('name'))];
      if (!text) return field;
      let named = field.set('label', text.label);
      if (text.hint) named = named.set('hint', text.hint);
      if (text.required !== undefined) named = named.set('required', text.required);
      return named;
    });
  }
  const codeBlock = components.find((c) => c.type === 'code-block');
  if (codeBlock) codeBlock.label = 'Bloc de cod';
}
