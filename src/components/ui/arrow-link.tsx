import { ArrowRight, type LucideIcon } from "lucide-react";

import { interfaceText } from "#src/content/interface.ts";
import { cn } from "#src/lib/cn.ts";

/**
 * Words followed by an icon that wraps together with the last word, so the icon never sits on a
 * line of its own; `hidden` is read after the words by screen readers only.
 */
export function TrailingIcon({
  text,
  icon: Glyph,
  hidden,
  className,
}: {
  text: string;
  icon: LucideIcon;
  hidden?: string;
  className?: string;
}) {
  const lastSpace = text.lastIndexOf(" ");
  return (
    <span>
      {text.slice(0, lastSpace + 1)}
      <span className="whitespace-nowrap">
        {text.slice(lastSpace + 1)}
        {hidden && <span className="sr-only"> {hidden}</span>}
        <Glyph aria-hidden="true" className={cn("ml-1.5 inline size-4 align-[-0.15em]", className)} />
      </span>
    </span>
  );
}

/** A text link with a trailing arrow ("Learn More"); `about` completes its accessible name. */
export function ArrowLink({
  href,
  label,
  about,
  className,
}: {
  href: string;
  label: string;
  about?: string;
  className?: string;
}) {
  return (
    <a href={href} className={cn("group self-start font-semibold text-brand-purple hover:text-ink-900", className)}>
      <TrailingIcon
        text={label}
        icon={ArrowRight}
        hidden={about && `${interfaceText.about} ${about}`}
        className="transition-transform group-hover:translate-x-1"
      />
    </a>
  );
}
