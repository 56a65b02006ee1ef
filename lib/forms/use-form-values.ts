import { useLayoutEffect, useRef, useState } from 'react';
import { hasTyped, readTypedSoFar, type FormShape, type TypedSoFar } from '@/lib/forms/typed-so-far';

type Options<T extends FormShape> = {
  /**
   * What the visitor did in a server-rendered copy of this form that this one replaces (the newsletter
   * box swaps its loaded form in): the values to start from. The focus and caret go back with
   * `restoreFocus` (restore-focus.ts), called by that form, so forms that hydrate do not ship it.
   */
  handover?: TypedSoFar<T>;
  /** Called once, when the form's code takes over, if the visitor had already typed or was in a field. */
  onTyped?: (values: T) => void;
};

/**
 * A form's values as React state that starts from what the visitor typed before the page's script ran.
 *
 * Why: the page is pre-rendered, so its forms can be filled in before React hydrates them. Hydration
 * keeps what is in the DOM, but the state still holds the empty values the page was rendered with, and
 * the first re-render after it (the contact form's reading of the URL, any state change) writes those
 * into every controlled field: the visitor's typing was wiped and the submit then said "Emailul este
 * obligatoriu". Here, in the same task as hydration's commit (a layout effect, before any event or paint),
 * the state is set to what the form's DOM holds. The DOM already shows those values, so React writes
 * nothing back and the focused field keeps its focus and caret.
 *
 * Spread `formProps` on the `<form>`: its ref, and `data-hydrated` once the values are taken over (what
 * the end-to-end tests wait for). Fields need a `name` matching a key of `empty`.
 */
export function useFormValues<T extends FormShape>(empty: T, { handover, onTyped }: Options<T> = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<T>(() => handover?.values ?? empty);
  const [hydrated, setHydrated] = useState(false);
  // Once, when the form first mounts: hydrated from the server's HTML, or swapped in for it (handover).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (form) {
      const typed = handover ?? readTypedSoFar(form, empty);
      if (!handover) setValues(typed.values);
      if (hasTyped(typed, empty)) onTyped?.(typed.values);
    }
    setHydrated(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { values, setValues, formProps: { ref: formRef, 'data-hydrated': hydrated ? 'true' : undefined } } as const;
}
