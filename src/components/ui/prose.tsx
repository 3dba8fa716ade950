import { interfaceText } from "#src/content/interface.ts";
import type { Block, Inline } from "#src/content/types.ts";
import { cn } from "#src/lib/cn.ts";

import { ExternalLink } from "./external-link.tsx";

const linkClass =
  "font-medium text-brand-purple underline decoration-brand-purple/30 underline-offset-2 transition-colors hover:decoration-brand-purple";

function InlineContent({ content }: { content: readonly Inline[] }) {
  return content.map((part, index) => {
    if (typeof part === "string") return part;
    const key = `${index}-${part.href}`;
    if (part.href.startsWith("/")) {
      return (
        <a key={key} href={part.href} className={linkClass}>
          {part.text}
        </a>
      );
    }
    if (/^https?:/.test(part.href)) {
      return (
        <ExternalLink key={key} href={part.href} className={linkClass}>
          {part.text}
          <span className="sr-only"> {interfaceText.opensInNewTab}</span>
        </ExternalLink>
      );
    }
    return (
      <a key={key} href={part.href} className={linkClass}>
        {part.text}
      </a>
    );
  });
}

/** Rich text from the content files: paragraphs and bullet lists of plain runs and links. */
export function Prose({ blocks, className }: { blocks: readonly Block[]; className?: string }) {
  return (
    <div className={cn("space-y-4 leading-relaxed text-slate-700", className)}>
      {blocks.map((block, index) =>
        block.type === "paragraph" ? (
          <p key={index}>
            <InlineContent content={block.content} />
          </p>
        ) : (
          <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brand-pink">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex} className="pl-1">
                <InlineContent content={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
