import { Send } from "lucide-react";

import { Field, FieldLabel, Input } from "#src/components/ui/field.tsx";
import { insertLead } from "#src/lib/leads/client.ts";
import { $noticeLanguage } from "#src/lib/notice-language.ts";
import { roiEstimatePayload } from "#src/lib/leads/payload.ts";
import { useLeadForm } from "#src/lib/leads/use-lead-form.ts";
import { type RoiEstimateValues, roiEstimateRules } from "#src/lib/leads/validation.ts";
import { estimateSummary } from "#src/lib/roi/estimate-message.ts";
import { type RoiCalculatorKit, useRoiCalculator } from "#src/components/roi/calculator.ts";

import { DataNotice } from "./data-notice.tsx";
import { Honeypot, SubmitButton } from "./form-extras.tsx";

const empty: RoiEstimateValues = { name: "", email: "", company: "" };

const fieldsOf = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "company", type: "text", autoComplete: "organization" },
] as const;

/** The estimate on screen, as the message to send. */
function estimateMessage({ copy, $calculator, calculator }: RoiCalculatorKit): string {
  const { values, result, errors } = $calculator.get();
  return estimateSummary({ values, result, url: calculator.shareUrl(), errors }, copy);
}

/**
 * "Send me this estimate": stores a demo request whose message is the estimate on screen, with
 * its shareable link (DESIGN 5). Validation, toasts and honeypot are the other forms'. It reads
 * the estimate from the calculator's store when it is sent, so it may stand anywhere on the page.
 */
export function RoiEstimateForm() {
  const kit = useRoiCalculator();
  const { send } = kit.copy;
  const { form, field, sending } = useLeadForm({
    empty,
    rules: roiEstimateRules,
    messages: send.errors,
    toasts: kit.toasts,
    label: "ROI estimate",
    send: (values) =>
      insertLead(
        "contact_messages",
        roiEstimatePayload(values, estimateMessage(kit), window.location.pathname, $noticeLanguage.get()),
      ),
  });

  return (
    <form {...form} className="relative grid gap-4">
      <Honeypot />
      {fieldsOf.map(({ name, type, autoComplete }) => (
        <Field key={name}>
          <FieldLabel htmlFor={`roi-send-${name}`}>{send.labels[name]}</FieldLabel>
          <Input
            id={`roi-send-${name}`}
            type={type}
            autoComplete={autoComplete}
            required
            placeholder={send.placeholders[name]}
            {...field(name)}
          />
        </Field>
      ))}
      <SubmitButton sending={sending} className="mt-1 w-full">
        <Send className="size-5" aria-hidden="true" />
        {send.submit}
      </SubmitButton>
      <DataNotice notices={kit.notices} />
    </form>
  );
}
