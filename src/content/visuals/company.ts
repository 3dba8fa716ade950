import type { ProductVisualContent } from "./types.ts";

/** /about: one case's audit trail, the explainability and record keeping the page describes. */
export const aboutVisual = {
  module: "Case C-20931",
  view: "Audit trail",
  status: "Tamper-evident log",
  blocks: [
    {
      kind: "timeline",
      steps: [
        {
          time: "2 Dec, 09:41:07",
          title: "Alert raised, score 91",
          detail: "Reason codes: mule velocity (R-17), new device (R-04)",
          state: "done",
        },
        {
          time: "09:41:08",
          title: "Customer re-screened",
          detail: "Sanctions and PEP lists: no match",
          state: "done",
        },
        {
          time: "09:52",
          title: "Analyst review by P. Iyer",
          detail: "Pattern confirmed, debits held",
          state: "done",
        },
        {
          time: "10:15",
          title: "Escalated to the Principal Officer",
          detail: "Grounds of suspicion drafted from the case file",
          state: "now",
        },
        {
          time: "Next",
          title: "STR to FIU-IND",
          detail: "Within 7 working days of the Principal Officer's conclusion",
          state: "next",
        },
      ],
    },
  ],
} as const satisfies ProductVisualContent;

/** /contact: what happens to a callback request, in the page's own words. */
export const contactVisual = {
  module: "Callback request",
  view: "What happens next",
  status: "Response within 24 hours",
  blocks: [
    {
      kind: "timeline",
      steps: [
        {
          time: "Today",
          title: "Request received",
          detail: "Sent to a fraud and compliance specialist",
          state: "done",
        },
        {
          time: "Within 24 h",
          title: "A specialist calls you back",
          detail: "Your institution and the gaps you face after onboarding",
          state: "now",
        },
        {
          time: "Next",
          title: "Tailored demonstration",
          detail: "Live fraud detection on your own scenarios",
          state: "next",
        },
      ],
    },
  ],
} as const satisfies ProductVisualContent;
