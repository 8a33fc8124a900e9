import type ExcelJSModule from "exceljs";
import { brandColours as colour } from "../../src/lib/brand";
import type { Template } from "../../src/lib/schema/documents";
import { whenUsed } from "../lazyModule";

const exceljs = whenUsed<typeof ExcelJSModule>("exceljs");

// Writes a template (content/templates/*.json) as an XLSX workbook with exceljs, in the order a reader needs it:
//   - "How to use" first: the title, what the template is for and the steps;
//   - then the template's own sheet, its heading row frozen, the columns headed, sized, formatted and explained
//     (each heading's note says what goes in it), the example rows and their formulas as one named table (a screen
//     reader announces each cell with its column's heading), and a list to choose from in a column that takes
//     fixed values;
//   - the document's title, subject and author (the agency) in its properties.
// Formulas are left for the spreadsheet to work out, so they stay live as readers type their own figures.

/** Raise when the layout changes, so cached files are written again (gatsby/downloads/index.ts). */
export const XLSX_DESIGN = 2;

const NUMBER_FORMATS: Record<Template["columns"][number]["format"], string | undefined> = {
  text: undefined,
  integer: "#,##0",
  decimal: "#,##0.00",
  currency: '"£"#,##0.00',
  percent: "0.0%",
};

/** A number column's text as its number; an empty cell stays empty. */
const cellValue = (value: string, format: Template["columns"][number]["format"]) =>
  value === "" ? null : format === "text" ? value : Number(value);

const argb = (hex: string) => `FF${hex.replace("#", "").toUpperCase()}`;

/** How many rows below the examples a column's list of values still applies to, as readers add their own rows. */
const ROWS_FOR_READERS = 200;

/** An Excel table's name: letters and digits only, starting with a letter ("Landing Page Checklist" → LandingPageChecklist). */
const tableName = (title: string) =>
  title
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join("")
    .replace(/^(?=\d)/, "T");

/**
 * The sheet's validations by range, which exceljs 4 has (one rule for a whole column, rather than one per cell) but
 * its type declarations leave out.
 */
const withRangeValidations = (sheet: ExcelJSModule.Worksheet) =>
  sheet as ExcelJSModule.Worksheet & {
    dataValidations: { add(range: string, validation: ExcelJSModule.DataValidation): void };
  };

export async function renderXlsx(template: Template, site: { brand: string; siteUrl: string }): Promise<Buffer> {
  const book = new (exceljs().Workbook)();
  book.creator = site.brand;
  book.company = site.brand;
  book.title = template.title;
  book.subject = template.description;
  book.created = new Date(Date.UTC(2020, 0, 1));
  book.modified = book.created;

  const help = book.addWorksheet("How to use");
  help.columns = [{ width: 100 }];
  help.addRow([template.title]).font = { bold: true, size: 14 };
  help.addRow([template.description]);
  help.addRow([]);
  template.instructions.forEach((step, index) => {
    help.addRow([`${index + 1}. ${step}`]).alignment = { wrapText: true, vertical: "top" };
  });
  help.addRow([]);
  help.addRow([`Your template is on the next sheet, "${template.type.slice(0, 31)}".`]);
  const link = help.addRow([
    {
      text: `More free templates and guides: ${new URL("/resources", site.siteUrl).href}`,
      hyperlink: new URL("/resources", site.siteUrl).href,
    },
  ]);
  link.font = { color: { argb: argb(colour.primary) }, underline: true };

  const sheet = book.addWorksheet(template.type.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
  template.columns.forEach((column, index) => {
    const format = NUMBER_FORMATS[column.format];
    Object.assign(sheet.getColumn(index + 1), {
      width: column.width,
      ...(format ? { style: { numFmt: format } } : {}),
    });
  });
  sheet.addTable({
    name: tableName(template.title),
    ref: "A1",
    headerRow: true,
    style: { showRowStripes: false },
    columns: template.columns.map((column) => ({ name: column.name, filterButton: true })),
    rows: template.rows.map((values) =>
      template.columns.map((column, index) => (column.formula ? null : cellValue(values[index] ?? "", column.format))),
    ),
  });
  // Each formula as the first row has it, filled down as a spreadsheet fills it (a shared formula).
  const lastRow = template.rows.length + 1;
  template.columns.forEach((column, index) => {
    const letter = sheet.getColumn(index + 1).letter;
    if (column.formula) sheet.fillFormula(`${letter}2:${letter}${lastRow}`, column.formula.slice(1));
    if (column.options) {
      withRangeValidations(sheet).dataValidations.add(`${letter}2:${letter}${lastRow + ROWS_FOR_READERS}`, {
        type: "list",
        allowBlank: true,
        formulae: [`"${column.options.join(",")}"`],
        showErrorMessage: true,
        errorTitle: column.name,
        error: `Choose one of: ${column.options.join(", ")}.`,
      });
    }
  });
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: argb("#ffffff") } };
  header.alignment = { vertical: "middle", wrapText: true };
  header.height = 30;
  template.columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: argb(colour.ink) } };
    cell.note = column.note;
  });
  sheet.eachRow((row, number) => {
    if (number > 1) row.alignment = { vertical: "top", wrapText: true };
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
