// Names and companies a visitor typed go into e-mails the company sends, some to addresses
// the visitor chose. There they are plain words only: no control or invisible formatting
// characters (line breaks, bidi overrides), nothing a mail program would turn into a link,
// and no more than a short name needs, so a form cannot relay someone else's message.

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;
const LINK = new RegExp(
  [
    String.raw`[\p{L}][\p{L}\p{N}+.-]*:\/\/\S*`, // https://…, ftp://…
    String.raw`(?:mailto|tel|sms|data|javascript):\S*`,
    String.raw`\S+@\S+`, // e-mail addresses
    String.raw`\S*(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}\b\S*`, // www.example.in, example.in/path
  ].join("|"),
  "giu",
);

export const NAME_LENGTH = 60;
export const COMPANY_LENGTH = 80;

/** `value` as plain words, at most `max` characters (an ellipsis marks a cut). */
export function visitorText(value: string, max: number): string {
  const words = value.replace(INVISIBLE, " ").replace(LINK, " ").replace(/\s+/g, " ").trim();
  const characters = Array.from(words);
  return characters.length > max
    ? `${characters
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : words;
}
