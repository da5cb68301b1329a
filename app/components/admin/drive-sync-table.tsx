import { EmptyRow, formatDateTime, tableClass, tdClass, thClass } from "./table-controls";

export interface DriveSyncRow {
  userId: number;
  email: string;
  status: string;
  lastSyncedAt: string | null;
  error: string | null;
}

/** The Google Drive tab's list of users' syncs: failures first, then the latest. */
export function DriveSyncTable({ rows }: { rows: DriveSyncRow[] }) {
  return (
    <div className="relative mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className={tableClass}>
        <caption className="sr-only">Users&apos; drive syncs, failures first</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={thClass}>
              User
            </th>
            <th scope="col" className={thClass}>
              Status
            </th>
            <th scope="col" className={thClass}>
              Last synced
            </th>
            <th scope="col" className={thClass}>
              Error
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? <EmptyRow colSpan={4} text="No user has been synced yet: users are synced when they register or sign in." /> : null}
          {rows.map((r) => (
            <tr key={r.userId}>
              <td className={tdClass}>{r.email}</td>
              <td className={tdClass}>{r.status}</td>
              <td className={tdClass}>{r.lastSyncedAt ? formatDateTime(r.lastSyncedAt) : "Never"}</td>
              <td className={`${tdClass} break-words`}>{r.error ?? "none"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
