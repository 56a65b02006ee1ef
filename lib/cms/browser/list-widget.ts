/**
 * Decap's list widget writes "<n> <label>" above a list (`${items.size} ${label}` in its ListControl), which
 * in Romanian is right for 1 (it takes `label_singular`) but not from 20 on: "20 etichete" should be "20 de
 * etichete". This wrapper hands the list a label in the form its count takes ("etichete", "de etichete",
 * from the field's `label_plural`, lib/cms/fields.ts) and puts the real label back into any message the list
 * writes with it (its "between 1 and 6" error). Everything else is Decap's own control, given the same props.
 */
import type { ClassInstance, Component, CreateClass, CreateElement, Immutable, Widget } from './decap';
import { countedNoun } from './plural';

type Props = { field: Immutable; value?: Immutable | null; t(key: string, options?: Record<string, unknown>): string } & Record<string, unknown>;
type Inner = { focus?(path: string): void };
type Self = ClassInstance<Props, Record<string, never>> & {
  inner?: Inner | null;
  cache?: { field: Immutable; count: number; counted: Immutable };
};

/** The field as the list should see it for `count` items: its label in that count's form. */
export function countedField(field: Immutable, count: number): Immutable {
  const label = String(field.get('label', field.get('name')));
  const one = String(field.get('label_singular') ?? label);
  const many = String(field.get('label_plural') ?? label);
  // Decap takes label_singular for the add button and for one item; without it, it would take our label.
  return field.set('label_singular', one).set('label', countedNoun(count, one, many));
}

export function listWidget(h: CreateElement, createClass: CreateClass, original: Widget): Component {
  return createClass({
    // The list re-renders on every change of a nested field (Decap's ListControl does the same).
    shouldComponentUpdate() {
      return true;
    },

    /** Decap focuses a field with an error through its control: pass it on to the list. */
    focus(this: Self, path: string) {
      this.inner?.focus?.(path);
    },

    render(this: Self) {
      const { field, value, t } = this.props;
      const count = value?.size ?? 0;
      if (this.cache?.field !== field || this.cache.count !== count)
        this.cache = { field, count, counted: countedField(field, count) };
      const counted = this.cache.counted;
      const realLabel = field.get('label', field.get('name'));
      const countedLabel = counted.get('label');
      const translate = (key: string, options?: Record<string, unknown>) =>
        t(key, options?.fieldLabel === countedLabel ? { ...options, fieldLabel: realLabel } : options);
      return h(original.control, {
        ...this.props,
        field: counted,
        t: translate,
        ref: (inner: Inner | null) => {
          this.inner = inner;
        },
      });
    },
  });
}
