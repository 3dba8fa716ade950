/** A Markdown file's frontmatter, between `---` lines, and the body after it. */
export const FRONTMATTER = /^---(?:\r?\n([^]*?))?\r?\n---\r?\n?/;

/** `text`'s frontmatter and body; no frontmatter is an empty one, the whole text the body. */
export function frontmatterOf(text: string): { frontmatter: string; body: string; found: boolean } {
  const match = FRONTMATTER.exec(text);
  return { frontmatter: match?.[1] ?? "", body: match ? text.slice(match[0].length) : text, found: Boolean(match) };
}
