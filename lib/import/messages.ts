import { formatUkDate } from "@/lib/dates";
import { IMPORT_MAX_ROWS } from "./fields";

// What the import says (docs/product.md#importing-projects), shared by the server and the screen.

const rows = IMPORT_MAX_ROWS.toLocaleString("en-GB");

/** Lists of up to 15 names are named in full; a longer one by its first 12 and how many more. */
const NAMED_IN_FULL = 15;
const NAMED_OF_LONG = 12;

function validNames(valid: string[]): string {
  if (!valid.length) return "The list has no names to choose from yet.";
  if (valid.length <= NAMED_IN_FULL) return `Valid: ${valid.join(", ")}.`;
  return `Valid: ${valid.slice(0, NAMED_OF_LONG).join(", ")} and ${valid.length - NAMED_OF_LONG} more.`;
}

export const IMPORT_MESSAGES = {
  chooseFile: "Please choose a file to import.",
  tooLarge: "The file is larger than 5 MB. Please split it into smaller files and import them one at a time.",
  empty: "The file is empty.",
  noRows: "The file has a header row but no rows of projects under it.",
  wrongType: "This is not a spreadsheet. Please choose an Excel workbook (.xlsx) or a CSV file.",
  oldExcel: "This is an older Excel file (.xls). Please save it as an Excel workbook (.xlsx) or as CSV UTF-8 and try again.",
  notXlsx: "This file could not be read as an Excel workbook (.xlsx). Please save it again from Excel, or as CSV UTF-8.",
  notUtf8:
    'This CSV file is not in UTF-8, so its accents and symbols would be read wrongly. In Excel, save it as "CSV UTF-8 (Comma delimited)" and try again.',
  tooManyRows: `The file has more than ${rows} rows of data. Please split it into files of at most ${rows} rows.`,
  tooBigUnpacked:
    "This workbook is too large to read: it unpacks to far more than its rows of text (often thousands of empty or formatted rows below the data). Please copy only the rows with data into a new workbook.",
  tooSlow: "Reading this file took too long. Please check it has only the rows and columns of the projects.",
  busy: "Other files are being read just now. Please try again in a minute.",
  unreadable: "This file could not be read. Please check it is an Excel workbook (.xlsx) or a CSV file.",
  formula: (cell: string) =>
    `The spreadsheet has formulas (the first in cell ${cell}). Formulas are not imported: please copy the cells and paste them as values only, then try again.`,
  badCsv: (line?: string) => `This CSV file is not well formed${line ? ` near line ${line}` : ""}: please check its quotes.`,
  notFound: "That import no longer exists. Please upload the file again.",
  alreadyImported: "This file has already been imported.",
  undone: "This import has been undone.",
  hasProblems: "Some rows still have problems. Please fix them (or change the column mapping) and check again.",
  notImported: "This file has not been imported yet, so there is nothing to undo.",
  undoExpired: "An import can be undone only within a day. Please delete the projects one by one instead.",
  /** Each changed project with who changed it last and the day (dd/MM/yyyy); `more` beyond those named. */
  undoEdited: (changes: { name: string; who: string; on: string }[], more = 0) =>
    `${changes
      .map((c, i) => `${i === 0 ? "Project" : "project"} "${c.name}" was changed after the import by ${c.who} on ${c.on}`)
      .join("; ")}${more ? `; and ${more} more ${more === 1 ? "project" : "projects"}` : ""}; nothing was undone. Please delete the projects one by one instead.`,
  imported: (n: number) => `Imported ${n} ${n === 1 ? "project" : "projects"}.`,
  undid: (n: number) => `Import undone: ${n} ${n === 1 ? "project" : "projects"} deleted.`,
  // Problems with the column mapping
  noShortDescription: 'No column is mapped to the projects\' short description ("Short description" or "Project").',
  noStartDate: 'No column is mapped to the projects\' "Start date".',
  noMilestoneDescription: 'Milestone columns are mapped but none to "Milestone" (the milestone\'s description).',
  noMilestoneStart: 'No column is mapped to "Milestone start date".',
  mappedTwice: (field: string, columns: string[]) => `Two columns are mapped to "${field}": ${columns.map((c) => `"${c}"`).join(" and ")}.`,
  bothShort: 'Map either "Project" or "Short description", not both.',
  // Problems in a row
  required: (what: string) => `${what} is empty.`,
  tooLong: (what: string, max: number) => `${what} is longer than ${max.toLocaleString("en-GB")} characters.`,
  badDate: (text: string) => `"${text}" is not a date: please write it as dd/MM/yyyy (or yyyy-MM-dd).`,
  dateOutOfRange: (text: string) => `"${text}" is outside ${formatUkDate("1900-01-01")} to ${formatUkDate("2099-12-31")}.`,
  endBeforeStart: "The end date is before the start date.",
  /** The valid names are the list's own (in its order); a long list is cut after 12, saying how many more. */
  unknown: (text: string, what: string, suggestion: string | null, valid: string[]) =>
    `"${text}" is not ${what}.${suggestion ? ` Did you mean "${suggestion}"?` : ""} ${validNames(valid)}`,
  badPerson: (text: string) => `"${text}" is not written as Name (Role) <email>.`,
  badEmail: (text: string) => `"${text}" is not an email address.`,
  personNeedsName: (email: string) => `${email} is new to the directory: please give a first and last name.`,
  personTwice: (email: string) => `${email} is listed twice.`,
  badMilestone: (text: string) =>
    `"${text}" is not written as the export writes milestones: description (dd/MM/yyyy - dd/MM/yyyy or Ongoing, status).`,
  milestoneWithoutProject: "This milestone row has no project above it.",
} as const;
