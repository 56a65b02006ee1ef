/**
 * The date fields (article date): Decap's datetime widget (3.6) is the browser's `<input type="date">`,
 * which shows the browser's own format (mm/dd/yyyy in an English browser, whatever the page's language) and
 * labels a `picker_utc` field "UTC". This control replaces it for the fields lib/cms/fields.ts writes
 * (`format: YYYY-MM-DD`, `time_format: false`): a text box that shows and takes zz.ll.aaaa, a calendar
 * button (the browser's picker, which fills the box), "Azi" (today in Europe/Bucharest) and "Șterge". The
 * value stored is exactly what the files hold, "2026-09-29". Other datetime fields keep Decap's control.
 */
import type { ClassInstance, Component, CreateClass, CreateElement, Immutable, Widget } from './decap';
import { DATE_PLACEHOLDER, formatRoDate, parseRoDate, todayIn } from './dates';

type Props = {
  field: Immutable;
  value?: unknown;
  onChange(value: string): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  t(key: string, options?: object): string;
  isDisabled?: boolean;
  parentIds?: string[];
};
type State = { text: string };
/** `picker`: the browser's date input, set by its ref. */
type Self = ClassInstance<Props, State> & { picker?: HTMLInputElement | null; type(text: string): void };

/** The fields this control takes over: a date stored as YYYY-MM-DD, without time. */
export function isPlainDate(field: Immutable): boolean {
  return field.get('format') === 'YYYY-MM-DD' && field.get('time_format') === false;
}

export const DATE_ERROR = 'Scrie data ca zz.ll.aaaa, de exemplu 20.11.2026.';

const BUTTON_STYLE = {
  border: '1px solid #dfdfe3',
  borderRadius: '5px',
  background: '#fff',
  color: '#313d3e',
  padding: '2px 12px',
  font: 'inherit',
  fontSize: '14px',
  lineHeight: '26px',
  cursor: 'pointer',
};

export function dateWidget(h: CreateElement, createClass: CreateClass, original: Widget): { control: Component; preview: Component } {
  const control = createClass({
    getInitialState(this: Self): State {
      return { text: formatRoDate(this.props.value) };
    },

    componentDidUpdate(this: Self, previous: Props) {
      // A value set from outside (a draft restored, "Azi"): show it, unless it is what the box already says.
      if (previous.value !== this.props.value && parseRoDate(this.state.text) !== this.props.value)
        this.setState({ text: formatRoDate(this.props.value) });
    },

    /** Read by Decap when saving: a date it cannot read is an error, not a silently kept old value. */
    isValid(this: Self) {
      if (!isPlainDate(this.props.field)) return true;
      const text = this.state.text.trim();
      if (!text || parseRoDate(text)) return true;
      const label = String(this.props.field.get('label', this.props.field.get('name')));
      return { error: { type: 'CUSTOM', parentIds: this.props.parentIds ?? [], message: `„${label}”: ${DATE_ERROR}` } };
    },

    type(this: Self, text: string) {
      this.setState({ text });
      const value = text.trim() ? parseRoDate(text) : '';
      if (value !== null) this.props.onChange(value);
    },

    render(this: Self) {
      const { field, value, forID, classNameWrapper, setActiveStyle, setInactiveStyle, t, isDisabled } = this.props;
      if (!isPlainDate(field)) return h(original.control, this.props);
      const stored = parseRoDate(formatRoDate(value)) ?? '';
      const set = (next: string) => {
        this.setState({ text: formatRoDate(next) });
        this.props.onChange(next);
      };
      const openPicker = () => {
        const picker = this.picker;
        if (!picker) return;
        if (typeof picker.showPicker === 'function') picker.showPicker();
        else picker.focus();
      };
      const button = (label: string, onClick: () => void, extra: Record<string, unknown> = {}) =>
        h('button', { type: 'button', onClick, disabled: isDisabled, style: BUTTON_STYLE, ...extra }, label);
      return h(
        'div',
        { className: classNameWrapper, style: { display: 'flex', gap: '12px', alignItems: 'center', flexWrap: 'wrap' } },
        h('input', {
          id: forID,
          type: 'text',
          inputMode: 'numeric',
          autoComplete: 'off',
          placeholder: DATE_PLACEHOLDER,
          value: this.state.text,
          disabled: isDisabled,
          onChange: (event: { target: HTMLInputElement }) => this.type(event.target.value),
          onFocus: setActiveStyle,
          onBlur: () => {
            setInactiveStyle();
            // Tidy what was typed ("5.1.2026" → "05.01.2026") once it is a date.
            const parsed = parseRoDate(this.state.text);
            if (parsed) this.setState({ text: formatRoDate(parsed) });
          },
          style: { border: 'none', background: 'transparent', font: 'inherit', color: 'inherit', padding: 0, width: '8em' },
        }),
        h(
          'span',
          { style: { position: 'relative', display: 'inline-block' } },
          button('Calendar', openPicker, { 'aria-label': 'Alege data din calendar' }),
          // The browser's own picker, under the button: it opens there and fills the box.
          h('input', {
            type: 'date',
            tabIndex: -1,
            'aria-hidden': 'true',
            ref: (element: HTMLInputElement | null) => {
              this.picker = element;
            },
            value: stored,
            onChange: (event: { target: HTMLInputElement }) => event.target.value && set(event.target.value),
            style: { position: 'absolute', left: 0, bottom: 0, width: '100%', height: '100%', opacity: 0, pointerEvents: 'none' },
          }),
        ),
        button('Azi', () => set(todayIn())),
        button(t('editor.editorWidgets.datetime.clear'), () => set('')),
      );
    },
  });

  const preview = (props: { value?: unknown }) => h('div', null, formatRoDate(props.value));
  return { control, preview };
}
