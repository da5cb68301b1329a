// The occupations with a scenario of their own (issue 28 item 5): the most widely held jobs of
// the O*NET data, where a group's family would not say enough for a practitioner to recognise
// their work. Which jobs, and why: see the comment on SPECIFIC_KITS.
import type { ScenarioKit } from "./kit";
import { CARE_KITS } from "./specific-care";
import { LAW_AND_TEACHING_KITS } from "./specific-law-teaching";
import { TRADES_KITS } from "./specific-trades";
import { SERVICE_KITS } from "./specific-service";
import { OFFICE_KITS } from "./specific-office";
import { TRANSPORT_AND_PROTECTIVE_KITS } from "./specific-transport";

export interface SpecificKit extends ScenarioKit {
  /** The scenario's id is `occ-${key}`. */
  key: string;
  /** One person of the occupation, as a certificate names the role. */
  label: string;
  /** The SOC codes (first seven characters of the O*NET codes) this scenario is written for. */
  socCodes: readonly string[];
}

/**
 * The data in the project (O*NET, the working-with-AI study, BLS OEWS wages) has no employment
 * counts, so the list is the largest U.S. occupations by employment as BLS publishes them (OEWS
 * May 2023, national): home health and personal care aides, retail salespersons, fast food and
 * counter workers, cashiers, general and operations managers, registered nurses, hand laborers
 * and movers, stockers, office clerks, customer service representatives, and on down, skipping
 * the ones a sample role already covers (customer service, software developers, wholesale sales
 * representatives, project management, HR and marketing specialists: ROLE_OCCUPATIONS), and
 * spread so that every group with a large occupation has one; lawyers, paralegals and dental
 * hygienists are added because the issue names them.
 */
export const SPECIFIC_KITS: readonly SpecificKit[] = [
  ...CARE_KITS,
  ...LAW_AND_TEACHING_KITS,
  ...TRADES_KITS,
  ...SERVICE_KITS,
  ...TRANSPORT_AND_PROTECTIVE_KITS,
  ...OFFICE_KITS,
];
