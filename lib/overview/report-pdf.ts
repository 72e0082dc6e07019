import "server-only";
import PDFDocument from "pdfkit";
import { pdfText } from "@/lib/contributions/pdf-text";
import { drawChart, type Mark } from "./drawing";
import type { Figure } from "./figure";

// The annual report as an A4 PDF (docs/product.md#annual-report), laid out by pdfkit as My
// contributions' PDF is: the organisation's name, the title and what was counted, then each
// figure with its summary, its chart drawn from the same marks as the page's SVG (vector
// graphics, so it prints sharp) and its numbers. All text is real text in Helvetica.

type ReportInput = { organisation: string; year: number; counted: string; generated: string; figures: Figure[] };

const MARGIN = 56;
const INK = "#1e293b";
const MUTED = "#475569";
const RULE = "#cbd5e1";
type Doc = InstanceType<typeof PDFDocument>;

function marks(doc: Doc, list: Mark[], left: number, top: number) {
  for (const m of list) {
    if (m.t === "rect") {
      doc.rect(left + m.x, top + m.y, m.w, m.h).fill(m.fill);
      if (m.stroke) doc.rect(left + m.x, top + m.y, m.w, m.h).lineWidth(0.5).stroke(m.stroke);
    } else if (m.t === "line") {
      doc.moveTo(left + m.x1, top + m.y1).lineTo(left + m.x2, top + m.y2).lineWidth(0.5).stroke(m.stroke);
    } else {
      const font = m.bold ? "Helvetica-Bold" : "Helvetica";
      const text = pdfText(m.text);
      const width = doc.font(font).fontSize(m.size).widthOfString(text);
      const x = m.anchor === "start" ? m.x : m.anchor === "middle" ? m.x - width / 2 : m.x - width;
      // SVG places text by its baseline, pdfkit by its top.
      doc.fillColor(m.fill).text(text, left + x, top + m.y - m.size * 0.8, { lineBreak: false });
    }
  }
}

function table(doc: Doc, figure: Figure, width: number) {
  const { rowHeader, columns, rows } = figure.table;
  const first = Math.min(170, width / 3);
  const col = (width - first) / Math.max(1, columns.length);
  const line = (cells: string[], bold: boolean) => {
    if (doc.y + 12 > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(8).fillColor(INK);
    doc.text(pdfText(cells[0]), MARGIN, y, { width: first - 6, lineBreak: false, ellipsis: true });
    cells.slice(1).forEach((cell, i) => doc.text(pdfText(cell), MARGIN + first + i * col, y, { width: col - 4, align: "right", lineBreak: false, ellipsis: true }));
    doc.x = MARGIN;
    doc.y = y + 11;
  };
  line([rowHeader, ...columns], true);
  for (const r of rows) line([r.label, ...r.cells.map(String)], false);
}

function figureBlock(doc: Doc, figure: Figure) {
  const width = doc.page.width - 2 * MARGIN;
  const drawing = drawChart(figure.chart, width);
  const scale = Math.min(1, width / drawing.width);
  const needed = 40 + drawing.height * scale;
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
  doc.font("Helvetica-Bold").fontSize(14).fillColor(INK).text(pdfText(figure.title), MARGIN, doc.y);
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(pdfText(figure.summary), { width });
  doc.moveDown(0.5);
  const top = doc.y;
  doc.save();
  doc.translate(MARGIN, top).scale(scale);
  marks(doc, drawing.marks, 0, 0);
  doc.restore();
  doc.x = MARGIN;
  doc.y = top + drawing.height * scale + 10;
  // The grid's chart already carries its every number.
  if (figure.chart.kind !== "grid") table(doc, figure, width);
  doc.moveDown(1);
}

/** The report as PDF bytes. */
export async function annualReportPdf(input: ReportInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, bufferPages: true, info: { Title: `${pdfText(input.organisation)}: annual report ${input.year}`, Author: pdfText(input.organisation) } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on("end", resolve));
  doc.font("Helvetica-Bold").fontSize(11).fillColor(MUTED).text(pdfText(input.organisation));
  doc.moveDown(0.3);
  doc.font("Helvetica-Bold").fontSize(22).fillColor(INK).text(`Annual report ${input.year}`);
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(pdfText(input.counted));
  doc.text(`Generated ${input.generated}`);
  doc.moveDown(0.6);
  doc.moveTo(MARGIN, doc.y).lineTo(doc.page.width - MARGIN, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.moveDown(1);
  for (const figure of input.figures) figureBlock(doc, figure);
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED).text(pdfText(`${input.organisation} · Annual report ${input.year} · Page ${i - start + 1} of ${count}`), MARGIN, doc.page.height - MARGIN / 2 - 8, {
      width: doc.page.width - 2 * MARGIN,
      align: "center",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
