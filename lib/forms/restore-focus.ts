import { controlsNamed, isCheckable, type FocusedField } from '@/lib/forms/typed-so-far';

/**
 * Puts the focus back on the field it was in and its caret where it was, in a form drawn anew (the
 * newsletter box's loaded form). A form React hydrated keeps its elements, and with them the focus and the caret.
 */
export function restoreFocus(form: HTMLFormElement, focus: FocusedField): void {
  const el = controlsNamed(form, focus.name)[focus.index];
  if (!el) return;
  el.focus({ preventScroll: true });
  if (el instanceof HTMLSelectElement || isCheckable(el)) return;
  if (focus.start !== null && focus.end !== null) {
    el.setSelectionRange(focus.start, focus.end);
  } else {
    // Where the caret cannot be read (email inputs have no selection API), put it after the text typed,
    // where the visitor's typing continues: assigning the value again moves it to the end.
    const value = el.value;
    el.value = '';
    el.value = value;
  }
}
