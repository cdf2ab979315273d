import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnName, formulaSafe, xlsxStream, type XlsxCell } from './xlsx.js';

async function* batches(rows: XlsxCell[][]): AsyncGenerator<XlsxCell[][]> {
  yield rows.slice(0, 1);
  yield rows.slice(1);
}

/** The file written for these rows, read back by ExcelJS. */
async function readBack(sheetName: string, rows: XlsxCell[][]): Promise<ExcelJS.Worksheet> {
  const columns = [
    { header: 'Name', width: 20 },
    { header: 'Note', width: 40 },
  ];
  const bytes = await buffer(
    xlsxStream({ sheetName, columns, rows: batches(rows), modifiedAt: new Date('2026-11-22T10:00:00Z') }),
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

describe('the streamed .xlsx writer', () => {
  it('writes text as it is: markup characters, surrounding spaces, accents; control characters dropped', async () => {
    const sheet = await readBack('Data dictionary', [
      ['<b>Sales & "Returns"</b>', '  padded  '],
      ['Año, élément', 'bell\u0007 and tab\t'],
      [null, ''],
      ['last', undefined],
    ]);
    expect(sheet.name).toBe('Data dictionary');
    expect(sheet.getCell('A1').text).toBe('Name');
    expect(sheet.getCell('A2').text).toBe('<b>Sales & "Returns"</b>');
    expect(sheet.getCell('B2').text).toBe('  padded  ');
    expect(sheet.getCell('A3').text).toBe('Año, élément');
    expect(sheet.getCell('B3').text).toBe('bell and tab\t');
    expect(sheet.getCell('A4').value).toBeNull();
    expect(sheet.getCell('A5').text).toBe('last');
    expect(sheet.rowCount).toBe(5);
  });

  it('keeps a sheet name Excel accepts and cuts cells at Excel’s limit', async () => {
    const sheet = await readBack('Q3 [draft]: a/b?*', [['x'.repeat(40_000), 'y']]);
    expect(sheet.name).toBe('Q3  draft   a b  ');
    expect(sheet.getCell('A2').text).toHaveLength(32_767);
  });

  it('writes every row of a batch longer than the pieces the sheet is streamed in, in order', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => [`row ${i}`, `${'é'.repeat(60)} ${i}`]);
    const sheet = await readBack('Long', rows);
    expect(sheet.rowCount).toBe(3001);
    expect(sheet.getCell('A2').text).toBe('row 0');
    expect(sheet.getCell('A1501').text).toBe('row 1499');
    expect(sheet.getCell('B3001').text).toBe(`${'é'.repeat(60)} 2999`);
  });

  it('writes no cell a spreadsheet runs as a formula: text starting = + - @ tab or return gets an apostrophe', async () => {
    const sheet = await readBack('Formulas', [
      ['=1+2', '+1'],
      ['-5', '@SUM(A1:A9)'],
      ['\tx', '\rx'],
      ['=cmd|" /C calc"!A0', 'a=b'],
      // A control character XML refuses is dropped first; it does not hide the formula behind it.
      ['\u0001=1+2', '-'],
    ]);
    const a2 = sheet.getCell('A2');
    expect(a2.type).toBe(ExcelJS.ValueType.String);
    expect(a2.formula).toBeUndefined();
    expect(a2.value).toBe("'=1+2");
    expect(sheet.getCell('B2').value).toBe("'+1");
    // Numeric-looking text too: the writer has no numeric cells, and -5 is not told from -2+3.
    expect(sheet.getCell('A3').value).toBe("'-5");
    expect(sheet.getCell('B3').value).toBe("'@SUM(A1:A9)");
    expect(sheet.getCell('A4').value).toBe("'\tx");
    // XML reads a carriage return as a line feed; the apostrophe still leads.
    expect(sheet.getCell('B4').value).toBe("'\nx");
    expect(sheet.getCell('A5').value).toBe(`'=cmd|" /C calc"!A0`);
    expect(sheet.getCell('B5').value).toBe('a=b');
    expect(sheet.getCell('A6').value).toBe("'=1+2");
    expect(sheet.getCell('B6').value).toBe("'-");
    const cells: ExcelJS.Cell[] = [];
    sheet.eachRow((row) => row.eachCell((c) => cells.push(c)));
    expect(cells.filter((c) => c.type !== ExcelJS.ValueType.String)).toEqual([]);
  });

  it('prefixes a leading = + - @ tab or carriage return, and nothing else', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'].map(formulaSafe)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
    ]);
    expect(['a=b', 'dana', ' =1', '\n=1', "'=1", '', null, undefined].map(formulaSafe)).toEqual([
      'a=b',
      'dana',
      ' =1',
      '\n=1',
      "'=1",
      '',
      '',
      '',
    ]);
  });

  it('names columns as Excel does', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('destroys the stream when reading rows fails', async () => {
    async function* failing(): AsyncGenerator<XlsxCell[][]> {
      yield [['one', 'two']];
      throw new Error('database gone');
    }
    const stream = xlsxStream({
      sheetName: 'S',
      columns: [{ header: 'A', width: 10 }],
      rows: failing(),
      modifiedAt: new Date(),
    });
    await expect(buffer(stream)).rejects.toThrow('database gone');
  });
});
