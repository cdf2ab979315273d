import { parseString } from '@fast-csv/parse';
import { BULK_UPLOAD_ERROR_CODES, BULK_UPLOAD_LIMITS } from '@portal/contract/bulk-users';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { AppError } from '../../platform/errors.js';

/**
 * An uploaded spreadsheet's rows as text (decision 053): an .xlsx read by ExcelJS once its zipped parts are known to
 * unpack to a bounded size (a zip bomb is refused before it is unpacked in memory), or a .csv read by fast-csv. What
 * is neither (an old .xls, a PDF, an image) is refused, as is a sheet of more rows than the limit.
 */
export type SheetRow = { row: number; cells: string[] };
export type Sheet = { headers: string[]; rows: SheetRow[] };

const refuse = (status: number, code: string, message: string) => new AppError(status, code, message);

const notSpreadsheet = () =>
  refuse(415, BULK_UPLOAD_ERROR_CODES.notSpreadsheet, 'The file is not an .xlsx or .csv spreadsheet.');
const unreadable = () =>
  refuse(
    400,
    BULK_UPLOAD_ERROR_CODES.unreadable,
    'The spreadsheet cannot be read: it is damaged or too large once unpacked.',
  );
const tooManyRows = () =>
  refuse(
    413,
    BULK_UPLOAD_ERROR_CODES.tooManyRows,
    `The file holds more than ${BULK_UPLOAD_LIMITS.rowsMax} people: split it into several uploads.`,
  );

type Kind = 'xlsx' | 'csv';

/** The file's kind by its first bytes: a zip (an .xlsx) or text; an old binary .xls and anything else is refused. */
function kindOf(file: Buffer): Kind {
  if (file.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  if (file.includes(0)) throw notSpreadsheet();
  if (!isUtf8(file)) throw notSpreadsheet();
  return 'csv';
}

function isUtf8(file: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(file);
    return true;
  } catch {
    return false;
  }
}

export async function readSheet(file: Buffer): Promise<Sheet> {
  const rows = kindOf(file) === 'xlsx' ? await xlsxRows(file) : await csvRows(file);
  const [first, ...rest] = rows;
  if (!first) return { headers: [], rows: [] };
  if (rest.length > BULK_UPLOAD_LIMITS.rowsMax) throw tooManyRows();
  return { headers: first.cells, rows: rest };
}

/** Rows that hold something: empty lines between people are not rows of the upload. */
function filled(row: SheetRow): boolean {
  return row.cells.some((cell) => cell !== '');
}

async function xlsxRows(file: Buffer): Promise<SheetRow[]> {
  await checkUnpackedSize(file);
  // ExcelJS's streaming reader: the first sheet's rows one by one, not the whole workbook's model in memory.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  const rows: SheetRow[] = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const read = { row: row.number, cells: Array.from(values, (value) => cellText(value)) };
        if (filled(read)) rows.push(read);
        // Rows past the limit are not kept: the count says the file is too long.
        if (rows.length > BULK_UPLOAD_LIMITS.rowsMax + 1) throw tooManyRows();
      }
      break;
    }
  } catch (error) {
    throw error instanceof AppError ? error : unreadable();
  }
  return rows;
}

/** A cell's text, whatever Excel stored: text, a number, a date, rich text, a link (an e-mail), a formula's result. */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

/**
 * Unpacks every part of the zip, counting the bytes it really gives (not what its directory claims), and refuses the
 * file once they pass the limit: nothing larger is ever held, and ExcelJS then reads a bounded workbook.
 */
async function checkUnpackedSize(file: Buffer): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(file, { lazyEntries: true, validateEntrySizes: true }, (error, opened) =>
      error || !opened ? reject(unreadable()) : resolve(opened),
    ),
  );
  let unpacked = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = () => {
      zip.close();
      reject(unreadable());
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return fail();
        stream.on('data', (chunk: Buffer) => {
          unpacked += chunk.length;
          if (unpacked > BULK_UPLOAD_LIMITS.unzippedBytesMax) {
            stream.destroy();
            fail();
          }
        });
        stream.on('error', fail);
        stream.on('end', () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
}

async function csvRows(file: Buffer): Promise<SheetRow[]> {
  // A byte order mark is Excel's way of saying UTF-8; it is not part of the first header.
  const text = file.toString('utf8').replace(/^\uFEFF/, '');
  const rows: SheetRow[] = [];
  let number = 0;
  await new Promise<void>((resolve, reject) => {
    const stream = parseString<string[], string[]>(text, { delimiter: delimiterOf(text), maxRows: 0 });
    stream.on('error', () => reject(notSpreadsheet()));
    stream.on('data', (cells: string[]) => {
      number += 1;
      const read = { row: number, cells: cells.map((cell) => cell.trim()) };
      if (!filled(read)) return;
      rows.push(read);
      if (rows.length > BULK_UPLOAD_LIMITS.rowsMax + 1) {
        stream.destroy();
        reject(tooManyRows());
      }
    });
    stream.on('end', () => resolve());
  });
  return rows;
}

/** Excel writes semicolons where the decimal mark is a comma (es-MX and fr-CA settings): the header line tells. */
function delimiterOf(text: string): ',' | ';' {
  const end = text.indexOf('\n');
  const header = end === -1 ? text : text.slice(0, end);
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}
