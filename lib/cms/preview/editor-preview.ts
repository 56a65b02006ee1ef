/**
 * /admin/preview.js: the preview pane shows the entry as the site shows it. Loaded after editor.js; it
 * registers one preview template for every collection and data file, and the site's own stylesheet (its
 * colours, fonts and prose styles) for the pane. The page is rendered by ./render.tsx with the site's own
 * components; a toolbar switches the light and the dark theme.
 */
// First: the site's modules read content/ as they load.
import './seeded';
import type { ClassInstance, Immutable } from '../browser/decap';
import { renderPreview, type PreviewResult } from './render';
import { cut, DESCRIPTION_MAX, TITLE_MAX } from './snippet';
import { fontClass, previewCss } from './snapshot';

type PreviewProps = {
  entry: Immutable;
  collection: Immutable;
  getAsset(path: string): unknown;
};
type Theme = 'light' | 'dark';
type State = { theme: Theme; result: PreviewResult; search: boolean };
type Timer = { timer?: ReturnType<typeof setTimeout> };
const DEBOUNCE_MS = 250;

const THEMES: { value: Theme; label: string }[] = [
  { value: 'light', label: 'Temă luminoasă' },
  { value: 'dark', label: 'Temă întunecată' },
];

/** The names Decap looks templates up by: folder collections, and each file of the files collections. */
export const TEMPLATE_NAMES = [
  'blog',
  'portfolio',
  'blog-en',
  'portfolio-en',
  'newsletter',
  'newsletter-en',
  ...['services', 'home', 'about', 'contact', 'portfolio', 'categories', 'site'].flatMap((n) => [
    n,
    `${n}-en`,
  ]),
];

function install() {
  const { CMS, h, createClass } = window as unknown as {
    CMS?: {
      registerPreviewStyle(style: string, options?: { raw: boolean }): void;
      registerPreviewTemplate(name: string, component: unknown): void;
    };
    h?: (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
    createClass?: (spec: Record<string, unknown>) => unknown;
  };
  if (!CMS || !h || !createClass) throw new Error('preview.js: decap-cms.js must load first');
  if (previewCss) CMS.registerPreviewStyle(previewCss, { raw: true });

  /** The page for the entry as it is in the form now. */
  const compute = ({ entry, collection, getAsset }: PreviewProps): PreviewResult => {
    const path = entry.get('path');
    return renderPreview({
      collection: String(collection.get('name') ?? ''),
      path: typeof path === 'string' && path ? path : undefined,
      data: ((entry.get('data') as Immutable | undefined)?.toJS() ?? {}) as Record<string, unknown>,
      asset: (src) => {
        const asset = getAsset(src);
        return asset ? String(asset) : undefined;
      },
    });
  };

  const Preview = createClass({
    getInitialState(this: ClassInstance<PreviewProps, State>): State {
      return { theme: 'light', result: compute(this.props), search: false };
    },
    // Decap renders the preview on every keystroke; the page (every entry parsed and validated, as the
    // build does) follows a quarter of a second after the typing stops, so typing never waits for it.
    componentDidUpdate(this: ClassInstance<PreviewProps, State> & Timer, previous: PreviewProps) {
      if (previous.entry === this.props.entry && previous.getAsset === this.props.getAsset) return;
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.setState({ result: compute(this.props) }), DEBOUNCE_MS);
    },
    componentWillUnmount(this: Timer) {
      clearTimeout(this.timer);
    },
    render(this: ClassInstance<PreviewProps, State>) {
      const { theme, result, search } = this.state;
      const pill = (pressed: boolean) => ({
        font: '600 13px/1 system-ui, sans-serif',
        padding: '8px 12px',
        borderRadius: '999px',
        border: 0,
        cursor: 'pointer',
        background: pressed ? '#ffffff' : 'transparent',
        color: pressed ? '#111827' : '#ffffff',
      });
      const themes = h!(
        'div',
        { role: 'group', 'aria-label': 'Tema previzualizării', style: { display: 'flex', gap: '6px' } },
        ...THEMES.map(({ value, label }) =>
          h!(
            'button',
            {
              key: value,
              type: 'button',
              'aria-pressed': theme === value,
              onClick: () => this.setState({ theme: value }),
              style: pill(theme === value),
            },
            label,
          ),
        ),
      );
      const snippet = result.snippet;
      const toolbar = h!(
        'div',
        {
          style: {
            position: 'fixed',
            right: '12px',
            bottom: '12px',
            zIndex: 100,
            display: 'flex',
            gap: '6px',
            padding: '6px',
            borderRadius: '999px',
            background: '#111827',
            boxShadow: '0 4px 16px rgb(0 0 0 / 0.3)',
          },
        },
        snippet &&
          h!(
            'button',
            {
              type: 'button',
              'aria-expanded': search,
              'aria-controls': 'search-snippet',
              onClick: () => this.setState({ search: !search }),
              style: pill(search),
            },
            // The check's findings for the entry, counted where the owner looks.
            result.findings?.length ? `În căutare · ${result.findings.length}` : 'În căutare',
          ),
        themes,
      );
      // How a results page shows the entry (title and description cut where it cuts them), and what the
      // content check says about it (lib/content-check.ts: the same lines as `npm run check`).
      const warnings = (result.findings ?? []).map(
        (f) => `${f.level === 'error' ? 'Eroare, ' : ''}${f.label ? `„${f.label}”` : (f.field ?? 'fișierul')}: ${f.text}`,
      );
      const searchPanel =
        snippet && search
          ? h!(
              'section',
              {
                id: 'search-snippet',
                'aria-label': 'Cum apare în rezultatele căutării',
                style: {
                  position: 'fixed',
                  right: '12px',
                  bottom: '64px',
                  zIndex: 100,
                  width: 'min(600px, calc(100% - 24px))',
                  boxSizing: 'border-box',
                  padding: '16px 20px',
                  borderRadius: '12px',
                  background: '#ffffff',
                  color: '#202124',
                  boxShadow: '0 8px 32px rgb(0 0 0 / 0.3)',
                  font: '14px/1.5 Arial, sans-serif',
                },
              },
              h!(
                'p',
                {
                  style: { margin: '0 0 8px', font: '600 12px/1.4 system-ui, sans-serif', color: '#5f6368' },
                },
                'Așa apare în Google',
              ),
              h!(
                'p',
                { 'data-snippet': 'url', style: { margin: 0, fontSize: '12px', color: '#4d5156' } },
                snippet.url,
              ),
              h!(
                'p',
                {
                  'data-snippet': 'title',
                  style: { margin: '2px 0', fontSize: '20px', lineHeight: 1.3, color: '#1a0dab' },
                },
                cut(snippet.title, TITLE_MAX),
              ),
              h!(
                'p',
                { 'data-snippet': 'description', style: { margin: 0, color: '#4d5156' } },
                cut(snippet.description, DESCRIPTION_MAX),
              ),
              warnings.length > 0 &&
                h!(
                  'ul',
                  {
                    'data-snippet': 'warnings',
                    style: { margin: '12px 0 0', paddingLeft: '20px', color: '#8a4b00' },
                  },
                  ...warnings.map((line, i) => h!('li', { key: i }, line)),
                ),
            )
          : null;
      const body = result.html
        ? h!('div', {
            // The classes of the site's <body> (components/layout/site-document.tsx), whose colours the stylesheet gives <body>.
            className: 'flex min-h-dvh flex-col font-sans',
            'data-site-preview': '',
            // No lazy loading here: the site's head script that reveals pictures near the screen does not run.
            dangerouslySetInnerHTML: { __html: result.html.replaceAll(' data-lazy=""', '') },
            // The preview is a picture of the page: its links and forms go nowhere.
            onClickCapture: (event: Event) => {
              if ((event.target as Element).closest('a, button[type="submit"]')) event.preventDefault();
            },
            onSubmitCapture: (event: Event) => event.preventDefault(),
          })
        : h!(
            'div',
            {
              role: 'alert',
              'data-site-preview-errors': '',
              style: {
                margin: '24px',
                padding: '16px 20px',
                border: '2px solid #b91c1c',
                borderRadius: '12px',
                background: '#fef2f2',
                color: '#7f1d1d',
                font: '15px/1.5 system-ui, sans-serif',
              },
            },
            h!('p', { style: { fontWeight: 700, margin: '0 0 8px' } }, 'Pagina nu poate fi construită așa:'),
            h!(
              'ul',
              { style: { margin: 0, paddingLeft: '20px' } },
              ...result.errors!.map((line, i) => h!('li', { key: i }, line)),
            ),
          );
      return h!(
        'div',
        {
          // The theme and the font are the document's, as on the site: the dark styles follow <html
          // data-theme> (without it, the system's preference), and the theme's font stack reads the font's
          // variable where it is declared, on <html>.
          ref: (element: HTMLElement | null) => {
            const root = element?.ownerDocument.documentElement;
            root?.setAttribute('data-theme', theme);
            for (const name of fontClass.split(' ')) if (name) root?.classList.add(name);
          },
        },
        result.brand ? h!('style', { 'data-brand-kit': '' }, result.brand) : null,
        body,
        searchPanel,
        toolbar,
      );
    },
  });
  for (const name of TEMPLATE_NAMES) CMS.registerPreviewTemplate(name, Preview);
}

install();
