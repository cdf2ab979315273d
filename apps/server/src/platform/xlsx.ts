import { Readable } from 'node:stream';
import yazl from 'yazl';

/**
 * A streamed .xlsx workbook of one sheet: hand-written SpreadsheetML (inline strings, so no shared
 * strings table has to be held in memory), zipped on the fly. Rows come from an async iterable in
 * batches and are pulled only as fast as the reader takes the file, so memory stays flat however
 * many rows there are. Every text cell is written formula-safe (`formulaSafe`), whoever calls it.
 */

/** The content type of every .xlsx answer. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type XlsxColumn = { header: string; width: number };
export type XlsxCell = string | null | undefined;

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Header cells: bold on a light fill (index 1 of cellXfs below). */
const HEADER_STYLE = 1;

// Characters XML 1.0 does not allow (control characters other than tab, line feed and carriage return).
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// eslint-disable-next-line no-control-regex
const HAS_INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const SPECIAL = /[&<>"]/g;
const HAS_SPECIAL = /[&<>"]/;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

// Each replacement is tried only where a test finds what it replaces: most cells hold none, and an export writes a
// million of them (the two passes of every cell cost 0.4 s more per million).
const withoutInvalidXml = (text: string) => (HAS_INVALID_XML.test(text) ? text.replace(INVALID_XML, '') : text);
const withEntities = (text: string) => (HAS_SPECIAL.test(text) ? text.replace(SPECIAL, (ch) => ENTITIES[ch]!) : text);

export function escapeXml(text: string): string {
  return withEntities(withoutInvalidXml(text));
}

/** Text a spreadsheet may take as the start of a formula (OWASP, CSV injection): = + - @, or a tab or carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet cannot run as a formula: text starting with = + - @ (or a tab or carriage return, which some
 * programs skip before one) gets a leading apostrophe, as OWASP advises for exported data a user typed. The file
 * holds every cell as text, so Excel does not evaluate it on opening; the prefix guards what comes after: a cell
 * edited and confirmed, or the sheet saved as CSV and opened again. Text that looks like a number is prefixed too
 * ("-5" is written "'-5"), as OWASP advises: an exception for numbers would have to tell -5 from -2+3 or from
 * -1+cmd|..., and a mistake there is the attack; this writer has no numeric cells, so no sum depends on such text.
 */
export function formulaSafe(text: string | null | undefined): string {
  if (text === null || text === undefined) return '';
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Column letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cell(ref: string, value: XlsxCell, style?: number): string {
  if (value === null || value === undefined || value === '') return '';
  // Characters XML refuses go first, so that none of them hides the start of a formula from formulaSafe.
  const text = withEntities(formulaSafe(withoutInvalidXml(value)).slice(0, 32_767));
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t${space}>${text}</t></is></c>`;
}

function rowXml(rowNumber: number, values: readonly XlsxCell[], letters: readonly string[], style?: number): string {
  let cells = '';
  for (let i = 0; i < values.length; i += 1) cells += cell(`${letters[i]}${rowNumber}`, values[i], style);
  return `<row r="${rowNumber}">${cells}</row>`;
}

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS =
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
  '<fill><patternFill patternType="solid"><fgColor rgb="FFE8EEF6"/><bgColor indexed="64"/></patternFill></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

function workbookXml(sheetName: string): string {
  const name = escapeXml(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

/**
 * The sheet is handed to the zip in pieces of about this many characters, whatever the size of a batch of
 * rows: a longer string is a large object to V8, which keeps it until a full collection once it has
 * outlived one young-generation collection (docs/decisions/034).
 */
const CHUNK_CHARS = 32_768;

async function* sheetXml(
  columns: readonly XlsxColumn[],
  batches: AsyncIterable<readonly (readonly XlsxCell[])[]>,
): AsyncGenerator<string> {
  const letters = columns.map((_, i) => columnName(i));
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  yield (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>` +
    rowXml(
      1,
      columns.map((c) => c.header),
      letters,
      HEADER_STYLE,
    )
  );
  let rowNumber = 1;
  for await (const batch of batches) {
    let xml = '';
    for (const values of batch) {
      rowNumber += 1;
      xml += rowXml(rowNumber, values, letters);
      if (xml.length >= CHUNK_CHARS) {
        yield xml;
        xml = '';
      }
    }
    if (xml) yield xml;
  }
  yield '</sheetData></worksheet>';
}

/** The workbook as a stream of bytes; an error while reading rows destroys the stream. */
export function xlsxStream(options: {
  sheetName: string;
  columns: readonly XlsxColumn[];
  rows: AsyncIterable<readonly (readonly XlsxCell[])[]>;
  modifiedAt: Date;
  compressionLevel?: number;
}): Readable {
  const zip = new yazl.ZipFile();
  const fileOptions = { mtime: options.modifiedAt, compressionLevel: options.compressionLevel ?? 6 };
  zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml', fileOptions);
  zip.addBuffer(Buffer.from(ROOT_RELS), '_rels/.rels', fileOptions);
  zip.addBuffer(Buffer.from(workbookXml(options.sheetName)), 'xl/workbook.xml', fileOptions);
  zip.addBuffer(Buffer.from(WORKBOOK_RELS), 'xl/_rels/workbook.xml.rels', fileOptions);
  zip.addBuffer(Buffer.from(STYLES), 'xl/styles.xml', fileOptions);
  const sheet = Readable.from(sheetXml(options.columns, options.rows), { objectMode: false, highWaterMark: 64 * 1024 });
  const output = zip.outputStream as Readable;
  sheet.on('error', (error) => output.destroy(error));
  zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml', fileOptions);
  zip.end();
  return output;
}
