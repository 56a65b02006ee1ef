/**
 * Pictures below the fold wait until the visitor comes near them.
 *
 * Native `loading="lazy"` alone is not enough: Chromium fetches a lazy picture as soon as it is within
 * 1250 px of the viewport (2500 px on a slow connection), so a phone opening `/portfolio` downloads four
 * or five covers it has not scrolled to, and they compete for the bandwidth the first screen needs. So
 * every lazy `<picture>` carries `data-lazy` (components/ui/picture.tsx, lib/markdown.ts), and this script,
 * run in the head before the first paint, marks `<html data-pictures>` and keeps each such picture's
 * `<img>` out of the layout (app/globals.css) until an IntersectionObserver sees the picture on screen and
 * sets `data-near`. Then the `<img>` is laid out and the browser fetches it at once (it is on screen).
 * Before the visitor scrolls, "near" is the screen itself: the first load asks for the pictures the
 * visitor sees and no other. From the first scroll on it is one screen ahead, so a picture is usually there
 * before it comes into view; until it is, the picture's box shows the tiny blurred placeholder.
 *
 * The box keeps its size all along (the `<picture>` has the picture's aspect ratio or its box's), so
 * nothing shifts when the `<img>` comes in. A MutationObserver hands the observer every lazy picture as it
 * enters the document: while the page is parsed, and when React adds one (a client-side navigation).
 * Without JavaScript, or in a browser without IntersectionObserver, nothing is marked and the pictures
 * are plain `loading="lazy"` images.
 */

import type { Picture } from '@/lib/images/types';

/** The attribute on `<html>` that turns the gate on (set by the script, so never without it). */
export const PICTURES_ATTRIBUTE = 'data-pictures';
/** The attribute of a `<picture>` whose `<img>` waits for the visitor. */
export const LAZY_ATTRIBUTE = 'data-lazy';
/** Set on a lazy picture once it has been near the screen: its `<img>` is laid out and loads. */
export const NEAR_ATTRIBUTE = 'data-near';

/**
 * The head script (postbuild puts it in every page with the theme script: scripts/theme-script.ts).
 * Written the long way (no arrow functions), as the theme script and the startup loader are: brotli packs
 * this spelling small.
 */
export const PICTURES_SCRIPT =
  `(function(d,I){if(!I)return;d.documentElement.setAttribute("${PICTURES_ATTRIBUTE}","");` +
  `var q="picture[${LAZY_ATTRIBUTE}]:not([${NEAR_ATTRIBUTE}])",o=make("0px");` +
  `function make(m){return new I(function(l){l.forEach(function(e){if(e.isIntersecting){e.target.setAttribute("${NEAR_ATTRIBUTE}","");o.unobserve(e.target)}})},{rootMargin:m})}` +
  `function add(n){if(n.matches){if(n.matches(q))o.observe(n);n.querySelectorAll(q).forEach(function(p){o.observe(p)})}}` +
  `new MutationObserver(function(r){r.forEach(function(x){x.addedNodes.forEach(add)})}).observe(d,{childList:true,subtree:true});` +
  `addEventListener("scroll",function f(){removeEventListener("scroll",f);o.disconnect();o=make("100% 0px");add(d.documentElement)},{passive:true})` +
  `})(document,window.IntersectionObserver)`;

/**
 * The inline style of a `<picture>` (components/ui/picture.tsx, lib/markdown.ts): the placeholder as the
 * `--ph` custom property (app/globals.css paints it behind the `<img>`, and behind the picture while a lazy
 * one waits), and, for a lazy picture, its box's aspect ratio, so the box keeps its size while the `<img>`
 * is out of the layout.
 */
export function pictureStyle(image: Picture, lazy: boolean, ratio?: string): Record<string, string> {
  const style: Record<string, string> = {};
  if (image.placeholder) style['--ph'] = `url(${image.placeholder})`;
  if (lazy) style['aspect-ratio'] = ratio ?? `${image.width} / ${image.height}`;
  return style;
}
