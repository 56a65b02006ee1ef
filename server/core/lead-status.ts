/**
 * The owner's status links (issue 35): "Am răspuns" and "Spam" in each lead's e-mail open
 * /api/leads/status?t=…. A GET only shows the lead and one button (mail scanners open every link); the
 * POST the button sends sets the status, once. The token is signed for one lead and one status and
 * expires (server/core/leads.ts). The owner reads these pages: always Romanian.
 */
import type { ApiContext } from '@/server/core/context';
import { htmlPage } from '@/server/core/http';
import { checkStatusToken, statusLinkKey, redeemStatusToken, type LeadStatus } from '@/server/core/leads';
import { queryOf } from '@/server/core/locale';

export const LEAD_STATUS_PATH = '/api/leads/status';

const STATUS_RO: Record<LeadStatus, string> = {
  new: 'fără răspuns încă',
  answered: 'ai răspuns',
  spam: 'spam',
};

const dateTime = new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Bucharest' });

type LeadRow = { name: string; created_at: string; status: LeadStatus; status_at: string | null };

export function createLeadStatusHandler(ctx: ApiContext) {
  const page = (status: number, title: string, paragraphs: string[], form?: { action: string; label: string }) =>
    htmlPage(
      status,
      { title, paragraphs, form, tone: status >= 400 ? 'error' : 'ok', links: [{ href: ctx.siteHref, label: 'Înapoi la site' }] },
      // The token is in this page's URL: it must not leave in a Referer (the host's headers say no-referrer).
      { siteName: ctx.brand.siteName, shell: ctx.shell('ro'), language: 'ro', headers: { 'X-Robots-Tag': 'noindex' } },
    );

  return async function handleLeadStatus(request: Request): Promise<Response> {
    const token = queryOf(request).get('t') ?? '';
    const now = ctx.now();
    const check = await checkStatusToken(await statusLinkKey(ctx.db), token, now);
    if (!check.ok) {
      return check.reason === 'expired'
        ? page(410, 'Linkul a expirat', [
            'Linkurile din emailul unei cereri funcționează 30 de zile. Starea cererii a rămas cea de până acum; o vezi cu npm run leads -- --open.',
          ])
        : page(404, 'Link necunoscut', [
            'Acest link nu este unul trimis de site (sau a fost copiat incomplet). Deschide-l direct din emailul cererii.',
          ]);
    }
    const lead = await ctx.db.get<LeadRow>('SELECT name, created_at, status, status_at FROM leads WHERE ref = ?', [check.ref]);
    if (!lead) return page(404, 'Cererea nu mai există', ['Cererea a fost ștearsă (la cerere sau la sfârșitul perioadei de păstrare).']);
    const about = `Cererea de la ${lead.name}, primită pe ${dateTime.format(new Date(lead.created_at))}.`;
    const label = check.status === 'answered' ? 'Marchează: am răspuns' : 'Marchează ca spam';
    if (request.method !== 'POST') {
      return page(200, check.status === 'answered' ? 'Ai răspuns la această cerere?' : 'Este spam?', [
        about,
        `Stare acum: ${STATUS_RO[lead.status]}${lead.status_at ? ` (din ${dateTime.format(new Date(lead.status_at))})` : ''}.`,
        check.status === 'answered'
          ? 'Apasă butonul de mai jos: site-ul nu îți mai trimite memento pentru ea.'
          : 'Apasă butonul de mai jos: cererea rămâne în listă, marcată spam, și nu primești memento pentru ea.',
      ], { action: `${LEAD_STATUS_PATH}?t=${token}`, label });
    }
    const result = await redeemStatusToken(ctx.db, token, check.ref, check.status, now);
    if (result === 'used')
      return page(409, 'Linkul a fost deja folosit', [
        about,
        `Fiecare link funcționează o singură dată. Stare acum: ${STATUS_RO[lead.status]}.`,
      ]);
    if (result === 'gone') return page(404, 'Cererea nu mai există', ['Cererea a fost ștearsă între timp.']);
    return page(200, check.status === 'answered' ? 'Gata: ai răspuns' : 'Gata: marcată spam', [
      about,
      check.status === 'answered'
        ? 'Cererea este marcată drept rezolvată. Nu mai primești memento pentru ea.'
        : 'Cererea este marcată spam. Nu mai primești memento pentru ea.',
    ]);
  };
}
