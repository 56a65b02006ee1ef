/**
 * Light and dark themes.
 *
 * The colours are the tokens of app/brand.generated.css (lib/brand.ts, from content/site.yaml's brand kit):
 * light values in `@theme`, dark ones in one block. The dark block applies when `<html data-theme="dark">`, or, while no script has
 * set the attribute (scripts off, or a page the forms service writes), when the system prefers dark.
 *
 * THEME_SCRIPT runs in the head of every page before the first paint (postbuild puts it right after the
 * charset, ahead of the style sheet, so it never waits for it; its hash is in every page's policy). It
 * reads the visitor's choice from localStorage (no cookie) and writes `data-theme` (light or dark, absent
 * for "system") and `data-theme-choice` (system, light or dark) on `<html>`, so the first paint already
 * has the right colours. It also owns the header's
 * toggle (any `[data-theme-toggle]` element) through one click listener on the document, so the toggle
 * works from the first paint on, before React, and costs no client component: its name and icon follow
 * `data-theme-choice` in CSS. Without JavaScript the toggle is hidden and the theme follows the system.
 */
import { themeColors } from '@/lib/brand';
import { siteConfig } from '@/lib/site';

/** The localStorage key of the visitor's choice. */
export const THEME_STORAGE_KEY = 'tema';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/**
 * The browser UI colour (`theme-color`) per theme, from the brand kit (lib/brand.ts): the primary in light
 * (the manifest's too, lib/site.ts's THEME_COLOR), the dark theme's ink in dark.
 */
export const THEME_COLORS = themeColors(siteConfig.brand);

/**
 * The head script. An explicit choice sets `data-theme`; "system" removes it and leaves the theme to the
 * style sheet's `prefers-color-scheme` query (as without scripts), so the script needs no media listener.
 * The `theme-color` metas (one per system preference) come after it in the head: it sets them once the
 * document is parsed and on every change. No try/catch around localStorage: where it throws, the script
 * stops before marking a choice, the toggle stays hidden and the theme follows the system. Written the
 * long way (no arrow functions) as the startup loader is: brotli packs this spelling small.
 */
export const THEME_SCRIPT =
  `(function(d,h,k,c){function a(v){c=v=="light"||v=="dark"?v:"system";` +
  `c=="system"?h.removeAttribute("data-theme"):h.setAttribute("data-theme",c);h.setAttribute("data-theme-choice",c);` +
  `d.querySelectorAll('meta[name="theme-color"]').forEach(function(e){` +
  `e.content=(c=="system"?/dark/.test(e.media):c=="dark")?"${THEME_COLORS.dark}":"${THEME_COLORS.light}"})}` +
  `a(localStorage.getItem(k));d.addEventListener("DOMContentLoaded",function(){a(c)});` +
  `d.addEventListener("click",function(e){if(e.target.closest&&e.target.closest("[data-theme-toggle]"))` +
  `localStorage.setItem(k,c=c=="system"?"light":c=="light"?"dark":"system"),a(c)})` +
  `})(document,document.documentElement,"${THEME_STORAGE_KEY}")`;
