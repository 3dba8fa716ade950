/** An entry's id, as its file is named and its page addressed: lower-case words joined by single hyphens. */
export const ENTRY_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
