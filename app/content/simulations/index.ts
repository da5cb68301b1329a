// Every playable scenario, in the order of the sample roles (app/content/simulation-scenarios.ts), then the generic pair.
import { CUSTOMER_SERVICE_REP_PLAYABLE_SCENARIOS } from "./customer-service-rep";
import { HR_MANAGER_PLAYABLE_SCENARIOS } from "./hr-manager";
import { UX_DESIGNER_PLAYABLE_SCENARIOS } from "./ux-designer";
import { SALES_REPRESENTATIVE_PLAYABLE_SCENARIOS } from "./sales-representative";
import { MARKETING_MANAGER_PLAYABLE_SCENARIOS } from "./marketing-manager";
import { CONTENT_CREATOR_PLAYABLE_SCENARIOS } from "./content-creator";
import { PROJECT_MANAGER_PLAYABLE_SCENARIOS } from "./project-manager";
import { SOFTWARE_DEVELOPER_PLAYABLE_SCENARIOS } from "./software-developer";
import { GENERIC_PLAYABLE_SCENARIOS } from "./generic";
import type { PlayableScenario } from "./types";

export const PLAYABLE_SCENARIOS: readonly PlayableScenario[] = [
  ...CUSTOMER_SERVICE_REP_PLAYABLE_SCENARIOS,
  ...HR_MANAGER_PLAYABLE_SCENARIOS,
  ...UX_DESIGNER_PLAYABLE_SCENARIOS,
  ...SALES_REPRESENTATIVE_PLAYABLE_SCENARIOS,
  ...MARKETING_MANAGER_PLAYABLE_SCENARIOS,
  ...CONTENT_CREATOR_PLAYABLE_SCENARIOS,
  ...PROJECT_MANAGER_PLAYABLE_SCENARIOS,
  ...SOFTWARE_DEVELOPER_PLAYABLE_SCENARIOS,
  ...GENERIC_PLAYABLE_SCENARIOS,
];

const BY_ID = new Map(PLAYABLE_SCENARIOS.map((s) => [s.id, s]));

export function playableScenario(id: string): PlayableScenario | undefined {
  return BY_ID.get(id);
}
