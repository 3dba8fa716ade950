// Opens a field of the editor's form as a marketer would: each list's item by its place in the
// list, then the field by its label, focused. Keystatic keeps which item is open to itself, so
// the steps act on the form as it is shown (its lists are grids named by their labels).
import type { TrailStep } from "./field-trail.ts";

/** A label's words without the mark of a required field. */
const words = (text: string | null | undefined) => (text ?? "").replace(/[\s*]+$/, "").trim();

/** The control labelled `label` within `scope`: a field, a list, a choice. */
function labelled(scope: ParentNode, label: string): HTMLElement | undefined {
  for (const element of scope.querySelectorAll<HTMLElement>("input, textarea, select, button, [role=grid]")) {
    const own = element.getAttribute("aria-label");
    const labels = "labels" in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
    const by = (element.getAttribute("aria-labelledby") ?? "")
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter((node): node is HTMLElement => node !== null);
    if (
      [own, ...labels.map((node) => node.textContent), ...by.map((node) => node.textContent)].some(
        (text) => words(text) === label,
      )
    )
      return element;
  }
  return undefined;
}

/** Resolves on the next frames until `find` finds something, for at most about a second. */
async function appearing<T>(find: () => T | undefined): Promise<T | undefined> {
  for (let frame = 0; frame < 60; frame++) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return undefined;
}

/** The open dialog on top, or the page's form. */
const currentScope = (): ParentNode => [...document.querySelectorAll("[role=dialog]")].at(-1) ?? document;

/** Follows `steps` to a field, opening each item on the way; resolves to whether it got there. */
export async function openField(steps: readonly TrailStep[]): Promise<boolean> {
  for (const step of steps) {
    const scope = currentScope();
    if ("list" in step) {
      const list = labelled(scope, step.list);
      const row =
        list?.querySelector<HTMLElement>(`[role=row][aria-rowindex="${step.index + 1}"]`) ??
        list?.querySelectorAll<HTMLElement>("[role=row]")[step.index];
      if (!row) return false;
      row.scrollIntoView({ block: "center" });
      row.click();
      const opened = await appearing(() => (currentScope() !== scope ? currentScope() : undefined));
      if (!opened) return false;
    } else {
      const field = await appearing(() => labelled(scope, step.field));
      if (!field) return false;
      field.scrollIntoView({ block: "center" });
      field.focus();
    }
  }
  return true;
}
