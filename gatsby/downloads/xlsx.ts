import type ExcelJSModule from "exceljs";
import { brandColours as colour } from "../../src/lib/brand";
import type { Template } from "../../src/lib/schema/documents";
import { whenUsed } from "../lazyModule";

const exceljs = whenUsed<typeof ExcelJSModule>("exceljs");

// Writes a template (content/templates/*.json) as an XLSX workbook with exceljs: the template's own sheet, its
// columns headed, sized, formatted and explained (each heading's note says what goes in it), with the example rows
// and their formulas, and a second sheet of instructions. Formulas are left for the spreadsheet to work out, so they
// stay live as readers type their own figures.

/** Raise when the layout changes, so cached files are written again (gatsby/downloads/index.ts). */
export const XLSX_DESIGN = 1;

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

export async function renderXlsx(template: Template, site: { brand: string; siteUrl: string }): Promise<Buffer> {
  const book = new (exceljs().Workbook)();
  book.creator = site.brand;
  book.title = template.title;
  book.subject = template.description;
  book.created = new Date(Date.UTC(2020, 0, 1));
  book.modified = book.created;

  const sheet = book.addWorksheet(template.type.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = template.columns.map((column) => ({
    header: column.name,
    key: column.name,
    width: column.width,
    style: NUMBER_FORMATS[column.format] ? { numFmt: NUMBER_FORMATS[column.format] } : {},
  }));
  for (const values of template.rows) {
    sheet.addRow(
      template.columns.map((column, index) => (column.formula ? null : cellValue(values[index] ?? "", column.format))),
    );
  }
  // Each formula as the first row has it, filled down as a spreadsheet fills it (a shared formula).
  const lastRow = template.rows.length + 1;
  template.columns.forEach((column, index) => {
    if (!column.formula) return;
    const letter = sheet.getColumn(index + 1).letter;
    sheet.fillFormula(`${letter}2:${letter}${lastRow}`, column.formula.slice(1));
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
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: template.columns.length } };

  const help = book.addWorksheet("How to use");
  help.columns = [{ width: 100 }];
  help.addRow([template.title]).font = { bold: true, size: 14 };
  help.addRow([template.description]);
  help.addRow([]);
  template.instructions.forEach((step, index) => {
    help.addRow([`${index + 1}. ${step}`]).alignment = { wrapText: true, vertical: "top" };
  });
  help.addRow([]);
  const link = help.addRow([
    {
      text: `More free templates and guides: ${new URL("/resources", site.siteUrl).href}`,
      hyperlink: new URL("/resources", site.siteUrl).href,
    },
  ]);
  link.font = { color: { argb: argb(colour.primary) }, underline: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
