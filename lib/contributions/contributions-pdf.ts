import "server-only";
import PDFDocument from "pdfkit";
import { formatUkDate } from "@/lib/dates";
import { ukDayOf } from "@/lib/dates";
import { CONTRIBUTION_TEXTS as T, dateRange, leadLabel, statusLabel } from "./messages";
import { pdfText } from "./pdf-text";
import type { Contribution } from "./schemas";

// "My contributions" as a printable A4 PDF (docs/product.md#my-contributions), laid out by pdfkit
// (docs/decisions/034-contributions-pdf-with-pdfkit.md): the organisation's name, the title, whose
// list it is and the day it was made, then one block per entry (what, role, dates, status, lead),
// never split across a page; each page's foot says the page of how many. The text is real text in
// a standard font, so it can be selected, searched and read aloud.

type PdfInput = { organisation: string; name: string; generated: Date; contributions: Contribution[] };

const MARGIN = 56;
const INK = "#1e293b";
const MUTED = "#475569";
const RULE = "#cbd5e1";

type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, { organisation, name, generated }: PdfInput) {
  doc.font("Helvetica-Bold").fontSize(11).fillColor(MUTED).text(pdfText(organisation));
  doc.moveDown(0.4);
  doc.font("Helvetica-Bold").fontSize(20).fillColor(INK).text(T.title);
  doc.moveDown(0.2);
  doc.font("Helvetica").fontSize(12).text(pdfText(name));
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(`Generated ${formatUkDate(ukDayOf(generated))}`);
  doc.moveDown(0.8);
  rule(doc);
}

function rule(doc: Doc) {
  const width = doc.page.width - 2 * MARGIN;
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.moveDown(0.8);
}

/** The lines of one entry: [font, size, colour, text]. */
function linesOf(c: Contribution): [string, number, string, string][] {
  const title = c.milestone ?? c.project;
  return [
    ["Helvetica-Bold", 12, INK, pdfText(title)],
    ["Helvetica", 10, MUTED, c.milestone ? pdfText(`${T.milestone} of ${c.project}`) : T.project],
    ["Helvetica", 10, INK, pdfText(`Role: ${c.role}`)],
    ["Helvetica", 10, INK, `Dates: ${dateRange(c)}`],
    ["Helvetica", 10, INK, pdfText(`Status: ${statusLabel(c)}`)],
    ["Helvetica", 10, INK, pdfText(`Lead: ${leadLabel(c)}`)],
  ];
}

function entry(doc: Doc, c: Contribution) {
  const width = doc.page.width - 2 * MARGIN;
  const lines = linesOf(c);
  const height = lines.reduce((sum, [font, size, , text]) => sum + doc.font(font).fontSize(size).heightOfString(text, { width }), 0) + 24;
  // A block that would not fit starts a page of its own (unless it is taller than a page).
  if (doc.y + height > doc.page.height - MARGIN && doc.y > MARGIN + 1) doc.addPage();
  for (const [font, size, colour, text] of lines) doc.font(font).fontSize(size).fillColor(colour).text(text, { width });
  doc.moveDown(0.6);
  rule(doc);
}

/** "Page n of m" and the organisation at the foot of every page, once all pages exist. */
function footers(doc: Doc, organisation: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(MUTED)
      .text(pdfText(`${organisation} · ${T.title} · Page ${i - start + 1} of ${count}`), MARGIN, doc.page.height - MARGIN / 2 - 8, {
        width: doc.page.width - 2 * MARGIN,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

export function contributionsPdf(input: PdfInput): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    lang: "en-GB",
    displayTitle: true,
    info: {
      Title: pdfText(`${T.title} – ${input.name}`),
      Author: pdfText(input.organisation),
      Creator: pdfText(input.organisation),
      CreationDate: input.generated,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
  heading(doc, input);
  if (!input.contributions.length) doc.font("Helvetica").fontSize(11).fillColor(INK).text(pdfText(T.empty));
  for (const c of input.contributions) entry(doc, c);
  footers(doc, input.organisation);
  doc.end();
  return done;
}
