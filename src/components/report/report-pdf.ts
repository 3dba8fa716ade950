// The free report's PDF: the executive summary of the report shared/free-report.ts names,
// drawn from the content it is given (the collections of src/content: the report's text, the
// figures and their sources for every number and its document). Same content, same bytes: fixed dates, named
// font subsets, no IDs.
import fontkit from "@pdf-lib/fontkit";
import {
  PDFArray,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFNull,
  type PDFPage,
  type PDFRef,
  PDFString,
  rgb,
} from "pdf-lib";

import type { Figure, FigureId } from "#src/content/figures.ts";
import type { Report, ReportChart } from "#src/content/report.ts";
import type { Site } from "#src/content/site.ts";
import type { Source, SourceId, SourceNotes } from "#src/content/sources.ts";
import { type InterWeight, interInstance } from "#src/lib/inter-instance.ts";
import { colors } from "#shared/brand.ts";

import { pdfColour } from "./pdf-colour.ts";
import { PdfTags } from "./pdf-tags.ts";

type Colour = ReturnType<typeof rgb>;

const ink = pdfColour(colors.ink[900]);
const purple = pdfColour(colors.brand.purple);
const pink = pdfColour(colors.brand.pink);
const orange = pdfColour(colors.brand.orange);
const slate = rgb(0.278, 0.333, 0.412);
const muted = rgb(0.392, 0.455, 0.545);
const rule = rgb(0.886, 0.91, 0.941);
const tint = rgb(0.973, 0.98, 0.988);
const white = rgb(1, 1, 1);

const width = 595.28;
const height = 841.89;
const margin = 56;
const column = width - 2 * margin;
const top = height - 92;
const bottom = 70;

/** The date the edition was published; a fixed date keeps the bytes the same build to build. */
const published = new Date("2025-12-01T00:00:00Z");

export interface ReportBrand {
  name: string;
  legalName: string;
  email: string;
  /** Public origin of the site, for the contact page. */
  url: string;
}

/** What the report is drawn from: its words, the figures and their sources, the company's details. */
export interface ReportContent {
  report: Report;
  figures: Readonly<Record<FigureId, Figure>>;
  /** The figures the report's text names, as written (src/content/rules/figures-named.ts): its notes cite them too. */
  named: ReadonlySet<string>;
  sources: Readonly<Record<SourceId, Source>>;
  sourceNotes: SourceNotes;
  sourceOf: (figure: Figure) => Source | undefined;
  site: Site;
}

/** A chart as drawn: each bar's value and the height it got, for the tests. */
export interface DrawnChart {
  title: string;
  page: number;
  bars: { label: string; figure: FigureId; value: string; amount: number; height: number }[];
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  heavy: PDFFont;
}

interface Run {
  text: string;
  font: PDFFont;
}

const widths = new WeakMap<PDFFont, Map<string, number>>();

/** Width of text at a size; fontkit lays text out on every call, so each string is measured once. */
function measure(font: PDFFont, text: string, size: number): number {
  let known = widths.get(font);
  if (!known) widths.set(font, (known = new Map()));
  let width = known.get(text);
  if (width === undefined) known.set(text, (width = font.widthOfTextAtSize(text, 1)));
  return width * size;
}

/** Splits a word wider than the line (a URL) into pieces that fit. */
function pieces(word: string, font: PDFFont, size: number, maxWidth: number): string[] {
  if (measure(font, word, size) <= maxWidth) return [word];
  const parts: string[] = [];
  let part = "";
  let partWidth = 0;
  for (const character of word) {
    const characterWidth = measure(font, character, size);
    if (part && partWidth + characterWidth > maxWidth) {
      parts.push(part);
      part = "";
      partWidth = 0;
    }
    part += character;
    partWidth += characterWidth;
  }
  return [...parts, part];
}

/** Breaks runs of text into lines no wider than `maxWidth`, keeping each word's font. */
function wrap(runs: readonly Run[], size: number, maxWidth: number): Run[][] {
  const lines: Run[][] = [];
  let line: Run[] = [];
  let lineWidth = 0;
  for (const run of runs) {
    const words = run.text.split(/(?<=\s)/).flatMap((word) => pieces(word, run.font, size, maxWidth));
    for (const word of words) {
      const wordWidth = measure(run.font, word, size);
      const trimmed = measure(run.font, word.trimEnd(), size);
      if (line.length > 0 && lineWidth + trimmed > maxWidth) {
        lines.push(line);
        line = [];
        lineWidth = 0;
      }
      line.push({ text: word, font: run.font });
      lineWidth += wordWidth;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/** The figure of an id the report's text names, which its schema has found in the table. */
function figureIn(figures: ReportContent["figures"], id: FigureId): Figure {
  const figure = figures[id];
  if (!figure) throw new Error(`the report names a figure the table does not have: ${id}`);
  return figure;
}

/** Public sources in order of first use, numbered from 1, and the company's own figures. */
function notesFor(cited: readonly Figure[], sourceOf: ReportContent["sourceOf"]) {
  const sources: Source[] = [];
  const company: Figure[] = [];
  for (const figure of cited) {
    const source = sourceOf(figure);
    if (source && !sources.includes(source)) sources.push(source);
    if (!source && !company.includes(figure)) company.push(figure);
  }
  return { sources, company, numberOf: (source: Source) => sources.indexOf(source) + 1 };
}

class Writer {
  page!: PDFPage;
  y = top;
  pageNumber = 0;
  private section = "";

  private readonly doc: PDFDocument;
  private readonly fonts: Fonts;
  readonly tags: PdfTags;
  private readonly content: ReportContent;

  constructor(doc: PDFDocument, fonts: Fonts, tags: PdfTags, content: ReportContent) {
    this.doc = doc;
    this.fonts = fonts;
    this.tags = tags;
    this.content = content;
  }

  text(text: string, x: number, y: number, size: number, font: PDFFont, color: Colour) {
    const { page } = this;
    this.tags.content(page, () => page.drawText(text, { x, y, size, font, color }));
  }

  /** Rules, boxes and bullets are decoration, except the bars of a chart. */
  private shape(draw: (page: PDFPage) => void) {
    const { page } = this;
    if (this.tags.role === "Figure") this.tags.content(page, () => draw(page));
    else this.tags.artifact(page, () => draw(page));
  }

  rect(options: Parameters<PDFPage["drawRectangle"]>[0]) {
    this.shape((page) => page.drawRectangle(options));
  }

  line(options: Parameters<PDFPage["drawLine"]>[0]) {
    this.shape((page) => page.drawLine(options));
  }

  /** A new inner page with its running head and foot, both marked as artifacts. */
  newPage(section = this.section) {
    this.section = section;
    const page = this.doc.addPage([width, height]);
    this.page = page;
    this.pageNumber += 1;
    const { regular, bold } = this.fonts;
    const { site, report } = this.content;
    const head = section.toUpperCase();
    const number = String(this.pageNumber);
    this.tags.artifact(page, () => {
      page.drawText(site.name, { x: margin, y: height - 48, size: 9, font: bold, color: ink });
      page.drawText(head, {
        x: width - margin - bold.widthOfTextAtSize(head, 8),
        y: height - 48,
        size: 8,
        font: bold,
        color: pink,
      });
      [purple, pink, orange].forEach((color, index) =>
        page.drawRectangle({ x: margin + (index * column) / 3, y: height - 60, width: column / 3, height: 2, color }),
      );
      page.drawLine({ start: { x: margin, y: 48 }, end: { x: width - margin, y: 48 }, thickness: 0.5, color: rule });
      page.drawText(report.runningFoot, { x: margin, y: 34, size: 8, font: regular, color: muted });
      page.drawText(number, {
        x: width - margin - regular.widthOfTextAtSize(number, 8),
        y: 34,
        size: 8,
        font: regular,
        color: muted,
      });
    });
    this.y = top;
  }

  ensure(space: number) {
    if (this.y - space < bottom) this.newPage();
  }

  link(url: string, x: number, y: number, linkWidth: number, linkHeight: number) {
    const annotation = this.doc.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [x, y, x + linkWidth, y + linkHeight],
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    });
    this.page.node.addAnnot(this.doc.context.register(annotation));
  }

  /** Wrapped text from the cursor down; returns the lines drawn. */
  runs(runs: readonly Run[], options: { size: number; leading: number; color: Colour; x?: number; width?: number }) {
    const x = options.x ?? margin;
    const lines = wrap(runs, options.size, options.width ?? column);
    for (const line of lines) {
      this.ensure(options.leading);
      let cursor = x;
      // One drawText per change of font: fontkit lays out every string it is given.
      const merged = line.reduce<Run[]>((all, run) => {
        const last = all.at(-1);
        if (last?.font === run.font) last.text += run.text;
        else all.push({ ...run });
        return all;
      }, []);
      for (const run of merged) {
        this.text(run.text.trimEnd(), cursor, this.y - options.size, options.size, run.font, options.color);
        cursor += measure(run.font, run.text, options.size);
      }
      this.y -= options.leading;
    }
    return lines;
  }

  title(text: string) {
    this.tags.within("H2", () => this.runs([{ text, font: this.fonts.heavy }], { size: 24, leading: 30, color: ink }));
    this.y -= 10;
  }

  subheading(text: string) {
    this.ensure(48);
    this.y -= 8;
    this.tags.within("H3", () => this.runs([{ text, font: this.fonts.bold }], { size: 13, leading: 18, color: ink }));
    this.y -= 4;
  }

  paragraph(text: string) {
    this.tags.within("P", () =>
      this.runs([{ text, font: this.fonts.regular }], { size: 10.5, leading: 15.5, color: slate }),
    );
    this.y -= 8;
  }

  /** A bullet list; a short lead before ": " is set in bold. */
  list(items: readonly string[]) {
    this.tags.within("L", () => items.forEach((item) => this.tags.within("LI", () => this.listItem(item))));
    this.y -= 4;
  }

  private listItem(item: string) {
    {
      const split = item.indexOf(": ");
      const lead = split > 0 && split < 40 ? item.slice(0, split + 1) : "";
      const runs = lead
        ? [
            { text: `${lead} `, font: this.fonts.bold },
            { text: item.slice(split + 2), font: this.fonts.regular },
          ]
        : [{ text: item, font: this.fonts.regular }];
      this.ensure(31);
      const bulletY = this.y - 7;
      this.shape((page) => page.drawCircle({ x: margin + 3, y: bulletY, size: 2, color: pink }));
      this.runs(runs, { size: 10.5, leading: 15.5, color: slate, x: margin + 14, width: column - 14 });
      this.y -= 5;
    }
  }

  /** A table: the first row names the columns; cells wrap within their column. */
  table(rows: readonly (readonly string[])[]) {
    const { regular, bold } = this.fonts;
    const widths = [0.2, 0.4, 0.4].map((share) => share * column);
    const widthOf = (index: number) => widths[index] ?? 0;
    this.tags.within("Table", () =>
      rows.forEach((row, rowIndex) =>
        this.tags.within("TR", () => {
          const font = rowIndex === 0 ? bold : regular;
          const size = rowIndex === 0 ? 8.5 : 9;
          const cells = row.map((cell, index) =>
            wrap([{ text: cell, font: index === 0 && rowIndex > 0 ? bold : font }], size, widthOf(index) - 12),
          );
          const rowHeight = Math.max(...cells.map((lines) => lines.length)) * 12.5 + 10;
          this.ensure(rowHeight);
          if (rowIndex === 0)
            this.rect({ x: margin, y: this.y - rowHeight, width: column, height: rowHeight, color: tint });
          let x = margin;
          cells.forEach((lines, index) => {
            const cellX = x;
            this.tags.within(rowIndex === 0 ? "TH" : "TD", () =>
              lines.forEach((line, lineIndex) =>
                this.text(
                  line.map((run) => run.text).join(""),
                  cellX + 6,
                  this.y - 15 - lineIndex * 12.5,
                  size,
                  line[0]?.font ?? font,
                  rowIndex === 0 ? muted : index === 0 ? ink : slate,
                ),
              ),
            );
            x += widthOf(index);
          });
          this.y -= rowHeight;
          this.line({
            start: { x: margin, y: this.y },
            end: { x: width - margin, y: this.y },
            thickness: 0.5,
            color: rule,
          });
        }),
      ),
    );
    this.y -= 14;
  }

  /** A tinted box with a title and a checklist. */
  callout(title: string, items: readonly string[]) {
    const { regular, bold } = this.fonts;
    const inner = column - 44;
    const lines = items.map((item) => wrap([{ text: item, font: regular }], 9.5, inner));
    const boxHeight = 40 + lines.reduce((sum, itemLines) => sum + itemLines.length * 14 + 4, 0);
    this.ensure(boxHeight + 12);
    this.y -= 6;
    this.rect({ x: margin, y: this.y - boxHeight, width: column, height: boxHeight, color: tint });
    this.rect({ x: margin, y: this.y - boxHeight, width: 3, height: boxHeight, color: pink });
    const titleY = this.y - 22;
    this.tags.within("H3", () => this.text(title, margin + 18, titleY, 11, bold, ink));
    let cursor = this.y - 40;
    this.tags.within("L", () =>
      lines.forEach((itemLines) =>
        this.tags.within("LI", () => {
          this.rect({
            x: margin + 18,
            y: cursor - 1,
            width: 7,
            height: 7,
            borderColor: pink,
            borderWidth: 1,
          });
          for (const line of itemLines) {
            this.text(line.map((run) => run.text).join(""), margin + 32, cursor, 9.5, regular, slate);
            cursor -= 14;
          }
          cursor -= 4;
        }),
      ),
    );
    this.y -= boxHeight + 14;
  }

  /** Key-figure tiles in one row: value, label, period and the number of its source note. */
  figureTiles(ids: readonly FigureId[], numberOf: (source: Source) => number) {
    const gap = 10;
    const tileWidth = (column - gap * (ids.length - 1)) / ids.length;
    const inner = tileWidth - 20;
    const { regular, bold, heavy } = this.fonts;
    const { figures, sourceOf, report } = this.content;
    const tiles = ids.map((id) => {
      const figure = figureIn(figures, id);
      const source = sourceOf(figure);
      const note = source ? `${report.notes.source} ${numberOf(source)}` : report.notes.ownFigure;
      return {
        figure,
        label: wrap([{ text: figure.label, font: bold }], 9, inner),
        period: wrap([{ text: `${figure.period}. ${note}.`, font: regular }], 7.5, inner),
      };
    });
    const tileHeight = Math.max(...tiles.map((tile) => 46 + tile.label.length * 12 + tile.period.length * 10)) + 8;
    this.ensure(tileHeight + 12);
    this.tags.within("Div", () =>
      tiles.forEach((tile, index) =>
        this.tags.within("P", () => {
          const x = margin + index * (tileWidth + gap);
          const y = this.y - tileHeight;
          this.rect({ x, y, width: tileWidth, height: tileHeight, color: tint });
          this.rect({ x, y: y + tileHeight - 3, width: tileWidth, height: 3, color: purple });
          let cursor = this.y - 32;
          this.text(tile.figure.value, x + 10, cursor, tileWidth < 130 ? 17 : 20, heavy, purple);
          cursor -= 18;
          for (const line of [...tile.label.map((runs) => ({ runs, size: 9, leading: 12, color: ink }))]) {
            this.text(line.runs.map((run) => run.text).join(""), x + 10, cursor, line.size, bold, line.color);
            cursor -= line.leading;
          }
          cursor -= 2;
          for (const line of tile.period) {
            this.text(line.map((run) => run.text).join(""), x + 10, cursor, 7.5, regular, muted);
            cursor -= 10;
          }
        }),
      ),
    );
    this.y -= tileHeight + 16;
  }

  /** A bar chart of figures that share a unit, with each bar's printed value above it. */
  chart(chart: ReportChart, numberOf: (source: Source) => number): DrawnChart {
    const { regular, bold } = this.fonts;
    const { figures, sourceOf, report } = this.content;
    const boxHeight = 214;
    this.ensure(boxHeight + 14);
    const boxTop = this.y;
    this.rect({
      x: margin,
      y: boxTop - boxHeight,
      width: column,
      height: boxHeight,
      borderColor: rule,
      borderWidth: 0.75,
    });
    this.tags.within("P", () => {
      this.text(chart.title, margin + 16, boxTop - 24, 11.5, bold, ink);
      this.text(chart.unit, margin + 16, boxTop - 38, 8.5, regular, muted);
    });

    const rows = chart.bars.map((bar) => {
      const figure = figureIn(figures, bar.figure);
      if (!figure.amount) throw new Error(`${bar.figure} has no amount to chart`);
      return { label: bar.label, id: bar.figure, figure, amount: figure.amount.value };
    });
    const alt = `${chart.title}, ${chart.unit}: ${rows.map((row) => `${row.label} ${row.figure.value}`).join("; ")}.`;
    const max = Math.max(...rows.map((row) => row.amount));
    const plotHeight = 110;
    const baseline = boxTop - 58 - plotHeight;
    const barWidth = 84;
    const slot = (column - 32) / rows.length;
    const colours = [purple, pink, orange];
    const drawBars = () => {
      const bars = rows.map((row, index) => {
        const barHeight = (row.amount / max) * plotHeight;
        const x = margin + 16 + index * slot + (slot - barWidth) / 2;
        this.rect({ x, y: baseline, width: barWidth, height: barHeight, color: colours[index % 3] });
        const value = row.figure.value;
        const valueWidth = bold.widthOfTextAtSize(value, 11);
        this.text(value, x + (barWidth - valueWidth) / 2, baseline + barHeight + 6, 11, bold, ink);
        const labelWidth = regular.widthOfTextAtSize(row.label, 9.5);
        this.text(row.label, x + (barWidth - labelWidth) / 2, baseline - 15, 9.5, regular, slate);
        return { label: row.label, figure: row.id, value, amount: row.amount, height: barHeight };
      });
      this.line({
        start: { x: margin + 16, y: baseline },
        end: { x: width - margin - 16, y: baseline },
        thickness: 0.75,
        color: muted,
      });
      return bars;
    };
    const drawn = this.tags.within("Figure", drawBars, alt);
    const source = rows[0] && sourceOf(rows[0].figure);
    if (source) {
      const caption = `${report.notes.source} ${numberOf(source)}: ${source.publisher}, ${source.dateLabel}.`;
      this.tags.within("P", () => this.text(caption, margin + 16, boxTop - boxHeight + 14, 8, regular, muted));
    }
    this.y = boxTop - boxHeight - 16;
    return { title: chart.title, page: this.pageNumber, bars: drawn };
  }
}

function drawCover(doc: PDFDocument, fonts: Fonts, tags: PdfTags, brand: ReportBrand, { report }: ReportContent) {
  const page = doc.addPage([width, height]);
  const { regular, bold, heavy } = fonts;
  const { cover } = report;
  const say = (
    role: "H1" | "P",
    lines: readonly { text: string; y: number; size: number; font: PDFFont; color: Colour }[],
  ) =>
    tags.within(role, () =>
      tags.content(page, () => {
        for (const line of lines) page.drawText(line.text, { x: margin, ...line });
      }),
    );
  const wrapped = (
    text: string,
    font: PDFFont,
    size: number,
    maxWidth: number,
    y: number,
    leading: number,
    color: Colour,
  ) =>
    wrap([{ text, font }], size, maxWidth).map((line, index) => ({
      text: line.map((run) => run.text).join(""),
      y: y - index * leading,
      size,
      font,
      color,
    }));
  tags.artifact(page, () => {
    page.drawRectangle({ x: 0, y: 0, width, height, color: ink });
    page.drawRectangle({ x: width - 210, y: height - 260, width: 210, height: 260, color: rgb(0.1, 0.09, 0.24) });
    page.drawRectangle({ x: width - 130, y: height - 380, width: 130, height: 120, color: rgb(0.16, 0.08, 0.25) });
    page.drawRectangle({ x: margin, y: 512, width: 190, height: 30, color: pink });
    [purple, pink, orange].forEach((color, index) =>
      page.drawRectangle({ x: margin + (index * column) / 3, y: 120, width: column / 3, height: 5, color }),
    );
  });
  say("P", [{ text: brand.name, y: height - 80, size: 18, font: bold, color: white }]);
  say("P", [{ text: cover.edition, y: 560, size: 11, font: bold, color: rgb(0.98, 0.66, 0.83) }]);
  tags.within("P", () =>
    tags.content(page, () => page.drawText(cover.kind, { x: margin + 14, y: 522, size: 14, font: bold, color: white })),
  );
  const title = wrapped(cover.title, heavy, 40, column - 40, 460, 48, white);
  say("H1", title);
  const subtitleTop = 460 - title.length * 48 - 6;
  say("P", wrapped(cover.subtitle, regular, 15, column - 60, subtitleTop, 21, rgb(0.8, 0.84, 0.9)));
  say("P", wrapped(cover.audience, regular, 10.5, column - 60, 180, 15, muted));
  const imprint = `${brand.legalName} • ${brand.url.replace(/^https?:\/\//, "")} • ${brand.email}`;
  say("P", [{ text: imprint, y: 88, size: 9, font: regular, color: rgb(0.6, 0.65, 0.75) }]);
  return page.ref;
}

function drawSources(
  writer: Writer,
  fonts: Fonts,
  notes: ReturnType<typeof notesFor>,
  { report, sourceNotes }: ReportContent,
) {
  writer.newPage(report.sources.title);
  const first = writer.page.ref;
  writer.title(report.sources.title);
  writer.paragraph(report.sources.intro);
  const item = (source: Source, index: number) => {
    writer.ensure(52);
    const heading = `${index + 1}. ${source.publisher}, ${source.title}, ${source.dateLabel}${
      source.reportedBy ? `, ${sourceNotes.reportedBy} ${source.reportedBy}` : ""
    }.`;
    writer.runs([{ text: heading, font: fonts.regular }], { size: 9, leading: 12.5, color: ink });
    const lines = writer.runs([{ text: source.url, font: fonts.regular }], {
      size: 8,
      leading: 11,
      color: purple,
      x: margin + 12,
      width: column - 12,
    });
    writer.link(source.url, margin + 12, writer.y + 2, column - 12, lines.length * 11);
    writer.y -= 5;
  };
  writer.tags.within("L", () =>
    notes.sources.forEach((source, index) => writer.tags.within("LI", () => item(source, index))),
  );
  writer.subheading(report.sources.companyTitle);
  for (const figure of notes.company) {
    writer.tags.within("P", () =>
      writer.runs(
        [
          { text: `${figure.value} ${figure.label}: `, font: fonts.bold },
          { text: `${figure.period}.`, font: fonts.regular },
        ],
        { size: 8.5, leading: 12, color: slate },
      ),
    );
    writer.y -= 2;
  }
  return first;
}

function drawContact(writer: Writer, fonts: Fonts, brand: ReportBrand, { report, site }: ReportContent) {
  const { contact } = report;
  writer.newPage(contact.title);
  const first = writer.page.ref;
  writer.title(contact.title);
  writer.paragraph(contact.text);
  const entry = (label: string, lines: readonly string[], url?: string) => {
    writer.subheading(label);
    for (const line of lines) {
      const before = writer.y;
      writer.tags.within("P", () =>
        writer.runs([{ text: line, font: fonts.regular }], { size: 11, leading: 16, color: url ? purple : slate }),
      );
      if (url) writer.link(url, margin, writer.y, fonts.regular.widthOfTextAtSize(line, 11), before - writer.y);
    }
  };
  entry(contact.bookDemo, [site.schedulerUrl], site.schedulerUrl);
  entry(contact.write, [brand.email], `mailto:${brand.email}`);
  writer.paragraph(contact.reply);
  entry(contact.web, [brand.url], brand.url);
  writer.subheading(contact.offices);
  for (const office of site.offices) {
    writer.tags.within("P", () => {
      writer.runs([{ text: office.kind, font: fonts.bold }], { size: 10.5, leading: 15, color: ink });
      writer.runs([{ text: office.lines.join(", "), font: fonts.regular }], { size: 10.5, leading: 15, color: slate });
    });
    writer.y -= 6;
  }
  writer.y -= 10;
  writer.tags.within("P", () =>
    writer.runs([{ text: brand.legalName, font: fonts.bold }], { size: 9.5, leading: 14, color: ink }),
  );
  writer.y -= 6;
  writer.tags.within("P", () =>
    writer.runs([{ text: report.disclaimer, font: fonts.regular }], { size: 8.5, leading: 12, color: muted }),
  );
  return first;
}

/** Bookmarks for each section, so a reader can jump through the summary. */
function addOutline(doc: PDFDocument, entries: readonly { title: string; page: PDFRef }[]) {
  const { context } = doc;
  const outlineRef = context.nextRef();
  const items = entries.map((entry) => ({ entry, ref: context.nextRef() }));
  items.forEach(({ entry, ref }, index) => {
    const destination = PDFArray.withContext(context);
    for (const part of [entry.page, PDFName.of("XYZ"), PDFNull, PDFNull, PDFNull]) destination.push(part);
    const item = context.obj({ Title: PDFHexString.fromText(entry.title), Parent: outlineRef, Dest: destination });
    const previous = items[index - 1];
    const next = items[index + 1];
    if (previous) item.set(PDFName.of("Prev"), previous.ref);
    if (next) item.set(PDFName.of("Next"), next.ref);
    context.assign(ref, item);
  });
  const [first, last] = [items[0], items.at(-1)];
  if (!first || !last) return;
  context.assign(outlineRef, context.obj({ Type: "Outlines", First: first.ref, Last: last.ref, Count: items.length }));
  doc.catalog.set(PDFName.of("Outlines"), outlineRef);
  doc.catalog.set(PDFName.of("PageMode"), PDFName.of("UseOutlines"));
}

/** Every character the report draws, so the font subsets hold exactly those glyphs. */
function charactersOf(brand: ReportBrand, { report, figures, sources, site }: ReportContent): string {
  const text = JSON.stringify([report, figures, sources, site, brand]) + "0123456789•";
  return [...new Set(text)].filter((character) => character >= " ").join("");
}

export async function buildReport(
  brand: ReportBrand,
  content: ReportContent,
): Promise<{ pdf: Uint8Array; charts: DrawnChart[] }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const characters = charactersOf(brand, content);
  const embed = async (weight: InterWeight, name: string) =>
    doc.embedFont(await interInstance(weight, characters), { subset: true, customName: name });
  const fonts: Fonts = {
    regular: await embed(400, "Inter-Regular"),
    bold: await embed(700, "Inter-Bold"),
    heavy: await embed(800, "Inter-ExtraBold"),
  };

  const { report, figures } = content;
  const { cover } = report;
  doc.setTitle(`${cover.title}: ${cover.kind} (${cover.edition.toLowerCase()})`, { showInWindowTitleBar: true });
  doc.setAuthor(brand.legalName);
  doc.setSubject("Executive summary: fraud patterns, defence strategies and regulatory updates");
  doc.setKeywords(["cyber fraud", "India", "KYC", "fraud risk management", "DPDP"]);
  doc.setCreator(brand.name);
  doc.setProducer(brand.name);
  doc.setLanguage("en-IN");
  doc.setCreationDate(published);
  doc.setModificationDate(published);

  const cited = [
    ...report.pages.flatMap((page) =>
      page.blocks.flatMap((block) =>
        block.kind === "figures"
          ? block.ids.map((id) => figureIn(figures, id))
          : block.kind === "chart"
            ? block.chart.bars.map((bar) => figureIn(figures, bar.figure))
            : [],
      ),
    ),
    ...Object.entries(figures).flatMap(([id, figure]) => (content.named.has(id) ? [figure] : [])),
  ];
  const notes = notesFor(cited, content.sourceOf);

  const tags = new PdfTags(doc);
  const coverRef = drawCover(doc, fonts, tags, brand, content);
  const writer = new Writer(doc, fonts, tags, content);
  writer.pageNumber = 1;
  const outline: { title: string; page: PDFRef }[] = [{ title: cover.kind, page: coverRef }];
  const charts: DrawnChart[] = [];
  for (const page of report.pages) {
    writer.newPage(page.section);
    outline.push({ title: page.title, page: writer.page.ref });
    writer.title(page.title);
    for (const block of page.blocks) {
      if (block.kind === "paragraph") writer.paragraph(block.text);
      else if (block.kind === "subheading") writer.subheading(block.text);
      else if (block.kind === "list") writer.list(block.items);
      else if (block.kind === "figures") writer.figureTiles(block.ids, notes.numberOf);
      else if (block.kind === "table") writer.table(block.rows);
      else if (block.kind === "callout") writer.callout(block.title, block.items);
      else charts.push(writer.chart(block.chart, notes.numberOf));
    }
  }
  outline.push({ title: report.sources.title, page: drawSources(writer, fonts, notes, content) });
  outline.push({ title: report.contact.title, page: drawContact(writer, fonts, brand, content) });
  addOutline(doc, outline);
  tags.finish();

  return { pdf: await doc.save({ useObjectStreams: false }), charts };
}

export async function reportPdf(brand: ReportBrand, content: ReportContent): Promise<Uint8Array> {
  return (await buildReport(brand, content)).pdf;
}
