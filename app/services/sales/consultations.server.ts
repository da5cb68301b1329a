// Consultation bookings: stored, with a confirmation to the visitor and a notification to the
// team queued in the same transaction (visitor-side.md §2, §5, §7, §8).
import { getDb, type Database } from "../../../db/client";
import { consultations } from "../../../db/schema/index";
import { config } from "~/config.server";
import type { ConsultationBooking } from "~/lib/schemas/consultation";
import { consultationAdminEmail } from "../delivery/emails/consultation-admin.server";
import { consultationConfirmationEmail } from "../delivery/emails/consultation-confirmation.server";
import { queueEmail } from "../delivery/email.server";
import { getToolkit, type ToolkitViewer } from "../toolkits/toolkit-views.server";
import { log } from "~/adapters/log.server";

export type ConsultationInput = ConsultationBooking;

export const CONSULTATION_SENT = {
  title: "Consultation Request Sent",
  description: "Thank you! We'll contact you within 24 hours to schedule your consultation.",
} as const;

export type ConsultationOutcome = { ok: true; id: number } | { ok: false; reason: "not-found" | "failed" };

/** Book a consultation; a booking may name a toolkit only if this visitor may see it. */
export async function bookConsultation(input: ConsultationInput, viewer: ToolkitViewer, db: Database = getDb()): Promise<ConsultationOutcome> {
  try {
    const toolkit = input.analysisId ? await getToolkit(input.analysisId, viewer, db) : null;
    if (input.analysisId && !toolkit) return { ok: false, reason: "not-found" };
    return { ok: true, ...(await storeBooking(input, toolkit, db)) };
  } catch (error) {
    log.error({ err: error }, "Booking a consultation failed");
    return { ok: false, reason: "failed" };
  }
}

async function storeBooking(input: ConsultationInput, toolkit: Awaited<ReturnType<typeof getToolkit>>, db: Database): Promise<{ id: number }> {
  // The toolkit's job title wins over the one sent.
  const jobTitle = toolkit?.jobTitle ?? input.jobTitle;
  const toolkitUrl = toolkit ? `${config.appUrl}/toolkit/${toolkit.id}?share=${toolkit.shareToken}` : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(consultations)
      .values({
        name: input.name,
        email: input.email,
        company: input.company || null,
        phone: input.phone || null,
        workArea: input.workArea || null,
        workAreaDescription: input.workAreaDescription || null,
        jobTitle: jobTitle || null,
        analysisId: toolkit?.id ?? null,
      })
      .returning({ id: consultations.id });
    const confirmation = consultationConfirmationEmail({ name: input.name, jobTitle, workArea: input.workArea });
    await queueEmail(
      { to: input.email, ...confirmation, kind: "transactional", template: "consultation-confirmation", idempotencyKey: `consultation:${row!.id}:visitor` },
      tx,
    );
    for (const admin of config.adminEmails) {
      const note = consultationAdminEmail({ ...input, jobTitle, toolkitUrl });
      await queueEmail(
        { to: admin, ...note, kind: "transactional", template: "consultation-admin", idempotencyKey: `consultation:${row!.id}:admin:${admin}` },
        tx,
      );
    }
    return { id: row!.id };
  });
}
