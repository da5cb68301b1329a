// What each audit-log action reads as on the dashboard's "Recent admin actions" list.
import type { AuditAction } from "../../db/schema/operations";

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "user.delete": "Deleted user",
  "users.export-all": "Exported all users",
  "users.export-new": "Exported new users",
  "tool.create": "Created tool",
  "tool.update": "Updated tool",
  "tool.delete": "Deleted tool",
  "payment.delete": "Deleted payment",
  "questionnaire.delete": "Deleted questionnaire",
  "questionnaires.export": "Exported questionnaires",
  "backup.force": "Started a backup",
  "backup.full": "Started a full backup",
  "gap-report.generate": "Generated a gap report",
  "drive.test": "Tested the drive connection",
  "drive.sync-user": "Synced a user to the drive",
  "drive.sync-all": "Started a sync of all users",
  "simulation-draft.create": "Drafted a simulation scenario",
  "simulation-draft.approve": "Approved a simulation scenario",
  "simulation-draft.reject": "Rejected a simulation scenario",
  "user.reset-2fa": "Reset an admin's two-factor sign-in",
  "offers.update": "Changed the sales offers",
  "payment.refund": "Refunded a payment for levels already owned",
  "credential.revoke": "Revoked a certificate's credential",
  "tool.restore-link": "Restored a tool hidden by the link check",
  "tool.accept-moved-link": "Took a tool's moved address",
};
