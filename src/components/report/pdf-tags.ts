// Tagged PDF for the report: every drawn text sits in marked content that a structure tree
// (headings, paragraphs, lists, tables, figures with alternative text) points to, and
// decoration is marked as artifact, so screen readers read the summary in order.
import {
  PDFArray,
  type PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
} from "pdf-lib";

export type StructureRole =
  "Document" | "H1" | "H2" | "H3" | "P" | "L" | "LI" | "Table" | "TR" | "TH" | "TD" | "Figure" | "Div";

interface Element {
  ref: PDFRef;
  role: StructureRole;
  kids: PDFArray;
}

export class PdfTags {
  private readonly doc: PDFDocument;
  private readonly rootRef: PDFRef;
  private readonly document: Element;
  private readonly stack: Element[] = [];
  /** Per page, in page order: the element each marked-content id belongs to. */
  private readonly pages = new Map<PDFPage, { key: number; owners: PDFRef[] }>();

  constructor(doc: PDFDocument) {
    this.doc = doc;
    this.rootRef = doc.context.nextRef();
    this.document = this.element("Document", this.rootRef);
  }

  private element(role: StructureRole, parent: PDFRef, alt?: string): Element {
    const { context } = this.doc;
    const ref = context.nextRef();
    const kids = PDFArray.withContext(context);
    const dict = context.obj({ Type: "StructElem", S: role, P: parent, K: kids });
    if (alt) dict.set(PDFName.of("Alt"), PDFHexString.fromText(alt));
    context.assign(ref, dict);
    return { ref, role, kids };
  }

  /** The role of the element whose content is being drawn, if any. */
  get role(): StructureRole | undefined {
    return this.stack.at(-1)?.role;
  }

  private get current(): Element {
    return this.stack.at(-1) ?? this.document;
  }

  /** Runs `draw` with a new element, a child of the current one, as the owner of its content. */
  within<T>(role: StructureRole, draw: () => T, alt?: string): T {
    const parent = this.current;
    const element = this.element(role, parent.ref, alt);
    parent.kids.push(element.ref);
    this.stack.push(element);
    try {
      return draw();
    } finally {
      this.stack.pop();
    }
  }

  /** Content of the current element; outside any element it is decoration. */
  content(page: PDFPage, draw: () => void) {
    if (this.stack.length === 0) return this.artifact(page, draw);
    const owner = this.current;
    const entry = this.pageEntry(page);
    const mcid = entry.owners.length;
    entry.owners.push(owner.ref);
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of(owner.role), `<</MCID ${mcid}>>`]),
    );
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    owner.kids.push(this.doc.context.obj({ Type: "MCR", Pg: page.ref, MCID: mcid }));
  }

  /** Decoration, running heads and feet: not read as content. */
  artifact(page: PDFPage, draw: () => void) {
    this.pageEntry(page);
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of("Artifact")]));
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  private pageEntry(page: PDFPage) {
    let entry = this.pages.get(page);
    if (!entry) {
      entry = { key: this.pages.size, owners: [] };
      this.pages.set(page, entry);
      page.node.set(PDFName.of("StructParents"), PDFNumber.of(entry.key));
      page.node.set(PDFName.of("Tabs"), PDFName.of("S"));
    }
    return entry;
  }

  /** Writes the structure tree and marks the document as tagged. */
  finish() {
    const { context, catalog } = this.doc;
    const nums = PDFArray.withContext(context);
    for (const { key, owners } of this.pages.values()) {
      nums.push(PDFNumber.of(key));
      nums.push(context.obj(owners));
    }
    const root: PDFDict = context.obj({
      Type: "StructTreeRoot",
      K: this.document.ref,
      ParentTree: context.obj({ Nums: nums }),
      ParentTreeNextKey: this.pages.size,
    });
    context.assign(this.rootRef, root);
    catalog.set(PDFName.of("StructTreeRoot"), this.rootRef);
    catalog.set(PDFName.of("MarkInfo"), context.obj({ Marked: true }));
  }
}
