/**
 * What a visitor has done in a form so far, read from the DOM: the value of each field and the field being
 * typed in, with its caret. Every page is pre-rendered, so a visitor can type before the page's script
 * starts; `useFormValues` (beside this file) reads it when the form's code takes over and carries it into
 * the form's state, so nothing typed is lost. Plain DOM functions, no React: the blog's newsletter box
 * reads its server-rendered form with them before it swaps in the loaded form.
 */

/**
 * A form's fields by name, with their empty values: a string for a text field, a select or a radio group,
 * a string array for checkboxes sharing a name (the values of the checked ones), a boolean for a single
 * checkbox.
 */
export type FormShape = Record<string, string | readonly string[] | boolean>;

/** The field that had the focus, and where its caret or selection was (null where the input type has none, e.g. email). */
export type FocusedField = {
  name: string;
  /** Which of the controls sharing that name (a checkbox or radio group). */
  index: number;
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
};

export type TypedSoFar<T extends FormShape> = { values: T; focus: FocusedField | null };

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controlsNamed(form: HTMLFormElement, name: string): Control[] {
  return [...form.elements].filter(
    (el): el is Control =>
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) && el.name === name,
  );
}

const isCheckable = (el: Control): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** Caret and selection, where the control has them (text, search, tel, url, password, textarea). */
function selectionOf(el: Control): Pick<FocusedField, 'start' | 'end' | 'direction'> {
  if (el instanceof HTMLSelectElement || isCheckable(el)) return { start: null, end: null, direction: null };
  try {
    return { start: el.selectionStart, end: el.selectionEnd, direction: el.selectionDirection };
  } catch {
    return { start: null, end: null, direction: null };
  }
}

/** Each field of `shape` as the form's DOM holds it now, and the focused field of the form. */
export function readTypedSoFar<T extends FormShape>(form: HTMLFormElement, shape: T): TypedSoFar<T> {
  const values: Record<string, string | readonly string[] | boolean> = {};
  for (const [name, empty] of Object.entries(shape)) {
    const controls = controlsNamed(form, name);
    if (controls.length === 0) {
      values[name] = empty;
    } else if (Array.isArray(empty)) {
      values[name] = controls.flatMap((el) =>
        el instanceof HTMLSelectElement ? [...el.selectedOptions].map((o) => o.value) : isCheckable(el) && el.checked ? [el.value] : [],
      );
    } else if (typeof empty === 'boolean') {
      values[name] = controls.some((el) => isCheckable(el) && el.checked);
    } else {
      const radios = controls.filter(isCheckable);
      values[name] = radios.length > 0 ? (radios.find((el) => el.checked)?.value ?? empty) : controls[0]!.value;
    }
  }
  const active = form.ownerDocument.activeElement;
  let focus: FocusedField | null = null;
  if (active && form.contains(active) && 'name' in active && typeof active.name === 'string' && Object.hasOwn(shape, active.name)) {
    const controls = controlsNamed(form, active.name);
    const index = controls.indexOf(active as Control);
    if (index >= 0) focus = { name: active.name, index, ...selectionOf(controls[index]!) };
  }
  return { values: values as T, focus };
}

/** True when the visitor changed a field of `shape` or is in one of them. */
export function hasTyped<T extends FormShape>(typed: TypedSoFar<T>, shape: T): boolean {
  return typed.focus !== null || Object.keys(shape).some((name) => JSON.stringify(typed.values[name]) !== JSON.stringify(shape[name]));
}

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
    try {
      el.setSelectionRange(focus.start, focus.end, focus.direction ?? undefined);
      return;
    } catch {
      // An input type without a selection API: the caret goes after the text below.
    }
  }
  // Where the caret cannot be read (email inputs have no selection API), put it after the text typed,
  // where the visitor's typing continues: assigning the value again moves it to the end.
  const value = el.value;
  el.value = '';
  el.value = value;
}
