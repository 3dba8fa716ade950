import { CalendarCheck } from "lucide-react";

import { siteInUse } from "#src/content/values.ts";
import { interfaceText } from "#src/content/interface.ts";

import { type ButtonVariant, buttonClasses } from "./button.ts";
import { ExternalLink } from "./external-link.tsx";

/** SCHEDULE DEMO / Book Your Demo: the external scheduler, always in a new tab. */
export function ScheduleDemoLink({
  label = interfaceText.scheduleDemo,
  variant = "primary",
  className,
}: {
  label?: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <ExternalLink href={siteInUse().schedulerUrl} className={buttonClasses({ variant, size: "lg", className })}>
      <CalendarCheck className="size-5" aria-hidden="true" />
      {label}
      <span className="sr-only"> {interfaceText.opensInNewTab}</span>
    </ExternalLink>
  );
}
