// Writes what the editor saved into the file as it is: a changed value replaces only its own
// node, so every comment, key order, quoting and folded paragraph of the rest stays, and
// `git diff` shows the edited lines only (the yaml package's document model keeps them).
import { type Document, isMap, isScalar, isSeq, type Node, parseDocument } from "yaml";

/** YAML text written as the files are: paragraphs folded to 100 columns, as the repository formats them. */
export const YAML_LINE_WIDTH = 100;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** What the editor writes for a value the file left out: an unticked box, an empty list, an object of empty fields. */
const isEmptyDefault = (value: unknown): boolean =>
  value === false ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.values(value).every((child) => child === undefined || isEmptyDefault(child)));

/** `node` changed to hold `value`, keeping what it can of the node; a new node where the shapes differ. */
function patch(doc: Document, node: unknown, value: unknown): unknown {
  if (isRecord(value) && isMap(node)) {
    for (const item of [...node.items]) {
      const key = isScalar(item.key) ? String(item.key.value) : String(item.key);
      if (!Object.hasOwn(value, key) || value[key] === undefined) node.delete(item.key);
    }
    for (const [key, child] of Object.entries(value)) {
      if (child === undefined) continue;
      const pair = node.items.find((item) => (isScalar(item.key) ? String(item.key.value) : String(item.key)) === key);
      if (pair) pair.value = patch(doc, pair.value, child) as Node;
      // The file keeps leaving out what it left to its default.
      else if (!isEmptyDefault(child)) node.add(doc.createPair(key, child));
    }
    return node;
  }
  if (Array.isArray(value) && isSeq(node)) {
    node.items = value.map((child, index) =>
      index < node.items.length ? patch(doc, node.items[index], child) : doc.createNode(child),
    ) as Node[];
    return node;
  }
  if (isScalar(node) && !isRecord(value) && !Array.isArray(value)) {
    if (node.value !== value) node.value = value;
    return node;
  }
  return doc.createNode(value);
}

/** `original` YAML text with its data replaced by `value`, as little of the text changed as the change needs. */
export function patchYaml(original: string, value: unknown): string {
  const doc: Document = parseDocument(original);
  doc.contents = patch(doc, doc.contents, value) as Node;
  return doc.toString({ lineWidth: YAML_LINE_WIDTH });
}
