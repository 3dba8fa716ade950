// The body of a legal page, edited as the Markdown it is stored as. Keystatic's own Markdown
// fields rebuild the text from a document tree, which would rewrite `{{tokens}}`, the
// `{#anchor}` of each numbered section and the author's line breaks; this one keeps every character.
import { TextArea } from "@keystar/ui/text-field";
import type { ContentFormField } from "@keystatic/core";

import { useShownError } from "./zod-text-field.tsx";

const decoder = new TextDecoder();
const encoder = new TextEncoder();

export interface MarkdownSourceOptions {
  label: string;
  description?: string;
  /** The build's objection to the body, or undefined when it takes it. */
  check: (body: string) => string | undefined;
}

export function markdownSource({ label, description, check }: MarkdownSourceOptions) {
  const field: ContentFormField<string, string, string> = {
    kind: "form",
    formKind: "content",
    contentExtension: ".md",
    Input({ value, onChange, autoFocus, forceValidation }) {
      const shown = useShownError(forceValidation, () => check(value));
      return (
        <TextArea
          label={label}
          description={description}
          autoFocus={autoFocus}
          value={value}
          onChange={onChange}
          height="container.small"
          isRequired
          {...shown}
        />
      );
    },
    defaultValue: () => "",
    parse: (_value, { content }) => (content ? decoder.decode(content) : ""),
    serialize: (value) => ({ value: undefined, content: encoder.encode(value), other: new Map(), external: new Map() }),
    validate(value) {
      const message = check(value);
      if (message) throw new Error(message);
      return value;
    },
    reader: { parse: (_value, { content }) => (content ? decoder.decode(content) : "") },
  };
  return field;
}
