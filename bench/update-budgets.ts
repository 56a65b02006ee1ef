/**
 * Rewrites bench/budgets.json from the current build: each route's JS, CSS and font brotli bytes plus 5 %
 * headroom. Run it after a deliberate change that adds bytes (and say why in the commit):
 *
 *   npm run build && npx tsx bench/update-budgets.ts
 */
import fs from 'node:fs';
import { pageAssets, pageImageBytes } from './assets';
import { BUDGETS_FILE, HEADROOM, withHeadroom, type Budget, type BudgetsFile } from './budgets-file';
import { benchRoutes, OUT_DIR } from './routes';

const current: Record<string, Budget> = {};
for (const route of benchRoutes(OUT_DIR, { allInstances: true })) {
  const { totals } = pageAssets(OUT_DIR, route.file);
  const seen = (current[route.name] ??= { js: 0, css: 0, font: 0, payload: 0, img: 0 });
  for (const kind of ['js', 'css', 'font', 'payload'] as const) seen[kind] = Math.max(seen[kind], totals[kind]);
  seen.img = Math.max(seen.img, pageImageBytes(OUT_DIR, route.file, { eagerOnly: true }));
}

const routes: Record<string, Budget> = {};
for (const [name, figures] of Object.entries(current)) {
  routes[name] = {
    js: withHeadroom(figures.js),
    css: withHeadroom(figures.css),
    font: withHeadroom(figures.font),
    payload: withHeadroom(figures.payload),
    img: withHeadroom(figures.img),
  };
  console.log(
    `${name.padEnd(18)} js ${figures.js} → ${routes[name].js}  css ${figures.css} → ${routes[name].css}  font ${figures.font} → ${routes[name].font}  payload ${figures.payload} → ${routes[name].payload}  img ${figures.img} → ${routes[name].img}`,
  );
}

const file: BudgetsFile = {
  _comment:
    'Max brotli bytes per route of the JS (script src, the startup loader list, preload/modulepreload; nomodule excluded), CSS (stylesheets) and fonts (preloaded + url() in the CSS) its HTML in out/ references, payload: its RSC payload file (scripts/flight-payload.ts), and img: the bytes of the pictures it loads before the visitor scrolls (not lazy; the AVIF file a 412 px phone at 1.75x or a 1280 px desktop picks, whichever is more). Checked by e2e/budgets.spec.ts. Set at the current figures + 5 %; after a deliberate increase: npm run build && npx tsx bench/update-budgets.ts',
  headroom: HEADROOM,
  routes,
};
// One line per route, so a diff shows which route moved.
const lines = Object.entries(file.routes).map(
  ([name, b]) => `    ${JSON.stringify(name)}: { "js": ${b.js}, "css": ${b.css}, "font": ${b.font}, "payload": ${b.payload}, "img": ${b.img} }`,
);
fs.writeFileSync(
  BUDGETS_FILE,
  `{\n  "_comment": ${JSON.stringify(file._comment)},\n  "headroom": ${file.headroom},\n  "routes": {\n${lines.join(',\n')}\n  }\n}\n`,
);
console.log(`wrote ${BUDGETS_FILE}`);
