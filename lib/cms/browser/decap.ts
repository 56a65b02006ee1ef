/**
 * The little of Decap CMS's browser API the editor's script uses (decap-cms 3.x: `window.CMS`, and
 * `window.h` / `window.createClass`, React's createElement and create-react-class, which the bundle exposes
 * for custom widgets). Typed here by what the script needs, not Decap's full types.
 */
import type { Phrases } from '../locale-ro';

/** An Immutable.js Map or List as Decap passes fields and values. */
export type Immutable = {
  get(key: string | number, notSetValue?: unknown): unknown;
  set(key: string, value: unknown): Immutable;
  map(fn: (value: Immutable) => Immutable): Immutable;
  find?(fn: (value: Immutable) => boolean): Immutable | undefined;
  toJS(): unknown;
  size?: number;
};

/** A React component, as far as this script is concerned: something createElement takes. */
export type Component = unknown;
export type Element = unknown;
export type CreateElement = (type: Component | string, props?: Record<string, unknown> | null, ...children: unknown[]) => Element;

/** What create-react-class makes `this` inside a spec's methods. */
export type ClassInstance<P, S> = { props: P; state: S; setState(state: Partial<S>): void };
/** create-react-class: methods are bound to the instance; each one declares its `this`. */
export type CreateClass = (spec: { render(): Element } & Record<string, unknown>) => Component;

export type Widget = { control: Component; preview?: Component; schema?: object };

/** An editor component of the Markdown widget (decap-cms-core `EditorComponent`). */
export type EditorComponent = { id: string; label: string; type?: string; fields: Immutable };

export type BackendEntry = { file: { path: string } };
/** decap-cms-core's AssetProxy: an uploaded file, its object URL (which `toBase64()` reads) and its path. */
export type AssetProxy = { url: string; fileObj?: File; path: string; toBase64?(): Promise<string> };
/** A backend implementation: the listing methods the Romanian collections filter, the writes whose
 * pictures are cleaned (lib/cms/browser/pictures.ts). */
export type BackendImplementation = {
  persistMedia?(asset: AssetProxy, options: object): Promise<unknown>;
  persistEntry?(entry: { dataFiles: unknown[]; assets: AssetProxy[] }, options: object): Promise<unknown>;
  entriesByFolder?(folder: string, extension: string, depth: number): Promise<BackendEntry[]>;
  allEntriesByFolder?(folder: string, extension: string, depth: number, pathRegex?: RegExp): Promise<BackendEntry[]>;
  traverseCursor?(cursor: Cursor, action: string): Promise<{ entries: BackendEntry[]; cursor: unknown }>;
};
/** decap-cms-lib-util's Cursor: its data holds the whole listing a paginated backend pages through. */
export type Cursor = { data?: Immutable };

export type DecapCms = {
  registerLocale(locale: string, phrases: Phrases): void;
  getLocale(locale: string): Phrases | undefined;
  getWidget(name: string): Widget | undefined;
  registerWidget(name: string, control: Component, preview?: Component, schema?: object): void;
  getEditorComponents(): { get(id: string): EditorComponent | undefined; find(fn: (c: EditorComponent) => boolean): EditorComponent | undefined };
  getBackend(name: string): { init: (...args: unknown[]) => BackendImplementation } | undefined;
};

declare global {
  interface Window {
    CMS?: DecapCms;
    h?: CreateElement;
    createClass?: CreateClass;
  }
}
