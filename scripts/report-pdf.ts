// The free report's PDF: a cover and an executive summary of the figures the site quotes.
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from "pdf-lib";

import type { HomeContent } from "#app/content/types.ts";

const ink = rgb(0.043, 0.063, 0.149);
const purple = rgb(0.486, 0.227, 0.929);
const pink = rgb(0.859, 0.153, 0.467);
const orange = rgb(0.976, 0.451, 0.086);
const slate = rgb(0.278, 0.333, 0.412);
const white = rgb(1, 1, 1);

/** The standard PDF fonts cannot draw the rupee sign. */
const printable = (text: string) => text.replace(/₹\s?/g, "INR ").replace(/[^\x20-\x7e\u00a0-\u00ff•’‘“”–—…]/g, "");

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of printable(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function paragraph(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  options: { font: PDFFont; size: number; width: number; color?: ReturnType<typeof rgb> },
) {
  let cursor = y;
  for (const line of wrap(text, options.font, options.size, options.width)) {
    page.drawText(line, { x, y: cursor, size: options.size, font: options.font, color: options.color ?? slate });
    cursor -= options.size * 1.45;
  }
  return cursor;
}

export async function reportPdf(
  home: HomeContent,
  brand: { name: string; legalName: string; email: string; url: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { cover } = home.report;
  doc.setTitle(`${cover.title} (${cover.edition.toLowerCase()})`);
  doc.setAuthor(brand.legalName);
  doc.setSubject("Executive summary of fraud patterns, defence strategies and regulatory updates");
  doc.setCreationDate(new Date("2025-08-28T00:00:00Z"));
  doc.setModificationDate(new Date("2025-08-28T00:00:00Z"));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const first = doc.addPage([595, 842]);
  first.drawRectangle({ x: 0, y: 0, width: 595, height: 842, color: ink });
  [purple, pink, orange].forEach((color, index) =>
    first.drawRectangle({ x: 60 + index * 158, y: 120, width: 158, height: 6, color }),
  );
  first.drawText(printable(brand.name), { x: 60, y: 760, size: 20, font: bold, color: white });
  first.drawText(printable(cover.edition), { x: 60, y: 600, size: 12, font: bold, color: rgb(0.98, 0.66, 0.83) });
  let y = 560;
  for (const line of wrap(cover.title, bold, 40, 470)) {
    first.drawText(line, { x: 60, y, size: 40, font: bold, color: white });
    y -= 48;
  }
  paragraph(first, cover.subtitle, 60, y - 8, { font: regular, size: 16, width: 470, color: rgb(0.8, 0.84, 0.9) });
  first.drawText(printable(cover.meta), { x: 60, y: 150, size: 13, font: bold, color: white });
  first.drawText(printable(`${brand.url} · ${brand.email}`), {
    x: 60,
    y: 80,
    size: 10,
    font: regular,
    color: rgb(0.6, 0.65, 0.75),
  });

  const summary = doc.addPage([595, 842]);
  summary.drawRectangle({ x: 0, y: 812, width: 595, height: 30, color: ink });
  summary.drawText("Executive summary", { x: 60, y: 760, size: 26, font: bold, color: ink });
  y = paragraph(summary, `${home.hero.taglines[0]} ${home.hero.description}`, 60, 728, {
    font: regular,
    size: 11.5,
    width: 475,
  });

  y -= 18;
  summary.drawText("The figures that matter", { x: 60, y, size: 15, font: bold, color: ink });
  y -= 26;
  for (const stat of home.hero.stats) {
    summary.drawText(printable(stat.value), { x: 60, y, size: 22, font: bold, color: purple });
    summary.drawText(printable(`${stat.label}, ${stat.sublabel}`), {
      x: 215,
      y: y + 4,
      size: 11.5,
      font: regular,
      color: slate,
    });
    y -= 34;
  }

  y -= 6;
  summary.drawText(printable(home.problems.title), { x: 60, y, size: 15, font: bold, color: ink });
  y -= 22;
  for (const card of home.problems.cards) {
    summary.drawText(printable(`${"stat" in card && card.stat ? `${card.stat}  ` : ""}${card.title}`), {
      x: 60,
      y,
      size: 11.5,
      font: bold,
      color: ink,
    });
    y = paragraph(summary, card.description, 60, y - 15, { font: regular, size: 10.5, width: 475 }) - 8;
  }

  summary.drawText("What this report covers", { x: 60, y, size: 15, font: bold, color: ink });
  y -= 22;
  for (const benefit of home.report.benefits) {
    summary.drawText(printable(benefit.title), { x: 60, y, size: 11.5, font: bold, color: ink });
    y = paragraph(summary, benefit.description, 60, y - 15, { font: regular, size: 10.5, width: 475 }) - 8;
  }
  paragraph(summary, `${brand.legalName} · ${brand.email} · ${brand.url}`, 60, 50, {
    font: regular,
    size: 9,
    width: 475,
  });

  return doc.save();
}
