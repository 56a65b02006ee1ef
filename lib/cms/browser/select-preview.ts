/**
 * The preview pane shows a select's value as Decap stores it, an id ("marketing", "graphic-design"); this
 * preview shows the option's label instead, as the form does. One value or a list of them.
 */
import type { Component, CreateElement, Immutable } from './decap';

/** The labels of `value` among the field's options (`{label, value}` maps, or plain strings). */
export function optionLabels(field: Immutable, value: unknown): string[] {
  const options = (field.get('options') as Immutable | undefined)?.toJS();
  const values = value && typeof (value as Immutable).toJS === 'function' ? (value as Immutable).toJS() : value;
  const list = Array.isArray(values) ? values : values === undefined || values === null || values === '' ? [] : [values];
  return list.map((v) => {
    const option = Array.isArray(options)
      ? options.find((o: unknown) => (typeof o === 'object' && o !== null ? (o as { value?: unknown }).value === v : o === v))
      : undefined;
    return typeof option === 'object' && option !== null ? String((option as { label?: unknown }).label ?? v) : String(v);
  });
}

export function selectPreview(h: CreateElement): Component {
  return (props: { field: Immutable; value?: unknown }) => h('div', null, optionLabels(props.field, props.value).join(', '));
}
