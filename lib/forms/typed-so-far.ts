/**
 * What a visitor has done in a form so far, read from the DOM: the value of each field and the field being
 * typed in, with its caret. Every page is pre-rendered, so a visitor can type before the page's script
 * starts; `useFormValues` (beside this file) reads it when the form's code takes over and carries it into
 * the form's state, so nothing typed is lost. Plain DOM functions, no React: the blog's newsletter box
 * reads its server-rendered form with them before it swaps in the loaded form (and restore-focus.ts puts
 * the focus back there).
 */

/**
 * A form's fields by name, with their empty values: a string for a text field, a select or a radio group,
 * a string array for checkboxes sharing a name (the values of the checked ones).
 */
export type FormShape = Record<string, string | readonly string[]>;

/** The field that had the focus, and where its caret or selection was (null where the input type has none, e.g. email). */
export type FocusedField = {
  name: string;
  /** Which of the controls sharing that name (a checkbox or radio group). */
  index: number;
  start: number | null;
  end: number | null;
};

export type TypedSoFar<T extends FormShape> = { values: T; focus: FocusedField | null };

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The form's fields of that name, in document order (several for a checkbox or radio group). */
export function controlsNamed(form: HTMLFormElement, name: string): Control[] {
  return [...form.querySelectorAll<Control>('input,select,textarea')].filter((el) => el.name === name);
}

export const isCheckable = (el: Control): el is HTMLInputElement => el.type === 'checkbox' || el.type === 'radio';

/** Each field of `shape` as the form's DOM holds it now, and the focused field of the form. */
export function readTypedSoFar<T extends FormShape>(form: HTMLFormElement, shape: T): TypedSoFar<T> {
  const values: Record<string, string | readonly string[]> = {};
  for (const [name, empty] of Object.entries(shape)) {
    const controls = controlsNamed(form, name);
    const checked = controls.filter((el) => isCheckable(el) && el.checked).map((el) => el.value);
    values[name] = Array.isArray(empty) ? checked : controls.some(isCheckable) ? (checked[0] ?? empty) : (controls[0]?.value ?? empty);
  }
  const active = form.ownerDocument.activeElement as Control | null;
  let focus: FocusedField | null = null;
  if (active && form.contains(active) && Object.hasOwn(shape, active.name)) {
    // selectionStart is null where the type has no caret (email, checkbox, radio); a select has none at all.
    const text = active instanceof HTMLSelectElement ? null : active;
    focus = { name: active.name, index: controlsNamed(form, active.name).indexOf(active), start: text?.selectionStart ?? null, end: text?.selectionEnd ?? null };
  }
  return { values: values as T, focus };
}

/** True when the visitor changed a field of `shape` or is in one of them. */
export function hasTyped<T extends FormShape>(typed: TypedSoFar<T>, shape: T): boolean {
  return typed.focus !== null || JSON.stringify(typed.values) !== JSON.stringify(shape);
}
