/**
 * `text` safe to print on a terminal: line breaks and tabs become spaces, and every other
 * control or invisible formatting character (escape sequences, bells, bidi overrides) is
 * shown as its code (\x1b, \u202e) instead of acting on the operator's screen.
 */
export function visible(text: string): string {
  return text.replace(/[\t\n\r]+/g, " ").replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
