/** A Markdown file's frontmatter, between `---` lines, and the body after it. */
export const FRONTMATTER = /^---(?:\r?\n([^]*?))?\r?\n---\r?\n?/;
