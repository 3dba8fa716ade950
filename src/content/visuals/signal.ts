import type { SignalAlertContent } from "./types.ts";

/** The score of the sample alert that both the home hero and the fraud-signal diagram show. */
export const sampleSignal = {
  score: 94,
  band: "Critical",
  tone: "critical",
} as const satisfies Pick<SignalAlertContent, "score" | "band" | "tone">;
