import { body, display } from '@brand-fonts';

// The kit's font pairing (content/site.yaml's brand.fonts, lib/fonts.ts), self-hosted and subset by
// scripts/subset-font.mjs. `@brand-fonts` is app/fonts/pairings/<pairing>.ts: next.config.mjs points it at the
// chosen one at build (TypeScript reads tsconfig.json's path, the same shape), so only that pairing's files
// reach the style sheet and the preloads. next/font preloads them and generates metric-matched fallbacks, so
// the swap does not shift layout.
export { body, display };

/** The classes that set --font-text and --font-heading (app/globals.css) on <html>. */
export const fontClasses = [...new Set([body.variable, display.variable])].join(' ');
