/**
 * The reminder before the 24-hour promise runs out (issue 35). Each drain of the outbox (a timer on Node,
 * the minute cron on Workers) first queues the reminders that are due: claim the leads, then one batch
 * that queues each reminder under its claim's guard and marks the leads reminded. A crash between the
 * two leaves a claim that expires and is taken again: never lost, never queued twice, whichever of
 * several instances runs it. The outbox then sends it like any message to the owner.
 */
import { formLocale } from '@/lib/forms/schemas';
import type { ContactData } from '@/lib/forms/schemas';
import { claimDueReminders, markRemindedStatement, reminderGuard, statusLinks, type ReminderLead } from '@/server/core/leads';
import { queueBookingReminders } from '@/server/core/booking';
import { enqueueStatement } from '@/server/mail/queue';
import { leadReminderToOwner, type Brand } from '@/server/mail/templates';
import type { Sql } from '@/server/sql';

export type ReminderOptions = { brand: Brand; publicUrl: string };

function asLead(row: ReminderLead): ContactData {
  let services: string[] = [];
  try {
    services = JSON.parse(row.services) as string[];
  } catch {
    services = [row.services];
  }
  return {
    name: row.name,
    email: row.email,
    phone: row.phone ?? undefined,
    company: row.company ?? undefined,
    services,
    budget: row.budget ?? undefined,
    message: row.message,
  } as ContactData;
}

/** Queues every reminder due at `now`; resolves with how many were queued. */
export async function queueDueReminders(db: Sql, now: number, options: ReminderOptions): Promise<number> {
  // The visitors' reminders of a booked consultation, the day before (server/core/booking.ts).
  let queued = await queueBookingReminders(db, now, options.brand, options.publicUrl);
  for (;;) {
    const claim = crypto.randomUUID();
    const leads = await claimDueReminders(db, now, claim);
    if (leads.length === 0) return queued;
    const statements = [];
    for (const lead of leads) {
      const links = await statusLinks(db, options.publicUrl, lead.ref, now);
      statements.push(
        enqueueStatement(
          'lead-reminder',
          leadReminderToOwner(asLead(lead), new Date(lead.created_at), options.brand, formLocale(lead.language ?? 'ro'), {
            attribution: lead,
            links,
          }),
          { owner: { leadId: lead.id }, siteUrl: options.brand.siteUrl, now, when: reminderGuard(lead.id, claim) },
        ),
      );
    }
    statements.push(markRemindedStatement(claim, now));
    const results = await db.batch(statements);
    queued += results.slice(0, -1).reduce((sum, r) => sum + r.changes, 0);
    if (leads.length < 20) return queued;
  }
}
