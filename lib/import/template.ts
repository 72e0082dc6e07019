import "server-only";
import ExcelJS from "exceljs";
import { csvCell } from "@/lib/projects/projects-csv";
import { FIELD_LABEL, TEMPLATE_FIELDS } from "./fields";

// The import template (docs/product.md#importing-projects): the header row of one row per
// milestone, as a CSV file or an Excel workbook. The workbook is made with exceljs, the library
// that reads uploaded workbooks (docs/decisions/037-import-projects.md).

const HEADERS = TEMPLATE_FIELDS.map((f) => FIELD_LABEL[f]);

export function templateCsv(): string {
  return `\uFEFF${HEADERS.map(csvCell).join(",")}\r\n`;
}

export async function templateXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Projects");
  sheet.addRow(HEADERS).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 24));
  // Dates typed as text stay as written; the import reads dd/MM/yyyy and yyyy-MM-dd.
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
