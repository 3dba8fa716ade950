import type { FieldProblem } from "#src/content/issue-text.ts";

/**
 * A save the editor cannot make, with the status and message the editor shows, and, where the
 * build's schema objected, the kind of content (its key) and each field at fault.
 */
export class SaveRefused extends Error {
  readonly status: number;
  readonly kind?: string;
  readonly problems: FieldProblem[];
  /** The data the build checked, which names each list's item. */
  readonly data?: unknown;

  constructor(status: number, message: string, fields?: { kind: string; problems: FieldProblem[]; data: unknown }) {
    super(message);
    this.status = status;
    this.kind = fields?.kind;
    this.problems = fields?.problems ?? [];
    this.data = fields?.data;
  }
}
