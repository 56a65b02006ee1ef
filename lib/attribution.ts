/**
 * Where a lead came from, without cookies (issue 35). The head script of every page (scripts/theme-script.ts
 * puts it there) keeps, for the visit only, in the visitor's own sessionStorage: the page the visit
 * landed on and the host of the site that linked to it (nothing when it was a direct visit or this
 * site). Nothing leaves the browser until the visitor sends a form: then the contact form sends them
 * with the message, and the page it was sent from. Without JavaScript the form still carries its page.
 */

/** sessionStorage keys: the landing page's path and the referrer's host. */
export const LANDING_KEY = 'vizita.intrare';
export const REFERRER_KEY = 'vizita.sursa';

/**
 * Runs once per page, first in the head; writes only on the visit's first page. Where storage is off or
 * throws, nothing happens. Written the long way (no arrow functions), as the theme script is.
 */
export const ATTRIBUTION_SCRIPT =
  `(function(l,r,s){try{s=sessionStorage;if(s.getItem("${LANDING_KEY}")==null){` +
  `try{r=r&&new URL(r).hostname}catch(e){r=""}` +
  `s.setItem("${LANDING_KEY}",l.pathname);s.setItem("${REFERRER_KEY}",r&&r!=l.hostname?r:"")}}catch(e){}` +
  `})(location,document.referrer)`;

/** What the contact form sends along with the message (in the browser only). */
export function attributionFields(): { page: string; landing?: string; referrer?: string } {
  const fields: { page: string; landing?: string; referrer?: string } = { page: location.pathname };
  try {
    fields.landing = sessionStorage.getItem(LANDING_KEY) ?? undefined;
    fields.referrer = sessionStorage.getItem(REFERRER_KEY) || undefined;
  } catch {
    // Storage off: the page alone.
  }
  return fields;
}
