// Who is asking for a toolkit, from the request's cookies and its ?share= token. Kept beside the
// cookie readers (current-user, visit): the toolkit service itself never sees a Request.
import { getCurrentUser } from "./session.server";
import type { ToolkitViewer } from "~/services/toolkits/toolkit-views.server";
import { readVisitId } from "./visit.server";

export async function toolkitViewer(request: Request): Promise<ToolkitViewer> {
  const [user, visitId] = await Promise.all([getCurrentUser(request), readVisitId(request)]);
  const share = new URL(request.url).searchParams.get("share");
  return {
    userId: user?.id ?? null,
    isAdmin: user?.role === "admin",
    browserSessionId: visitId,
    shareToken: share && /^[A-Za-z0-9_-]{16,64}$/.test(share) ? share : null,
  };
}
