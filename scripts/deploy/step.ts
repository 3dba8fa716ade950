// What each step of the deploy is: the settings it needs, what it would do (--dry-run), and
// doing it. A step that stops throws DeployStop with the reason, named for a person to act on.
import type { Needs, Settings } from "./settings.ts";

export const STEP_NAMES = ["database", "site", "delivery", "verify"] as const;
export type StepName = (typeof STEP_NAMES)[number];

export interface StepContext {
  settings: Settings;
  /** The origin verify checks: --url, else SITE_URL. */
  url: string | undefined;
  /** One line of the step's report. */
  say(line: string): void;
}

export interface Step {
  name: StepName;
  needs: Needs;
  /** Prints what the step would do, changing nothing. */
  plan(context: StepContext): Promise<void>;
  run(context: StepContext): Promise<void>;
}

export class DeployStop extends Error {}
