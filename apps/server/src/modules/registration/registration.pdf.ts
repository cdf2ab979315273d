import { DOCUMENT_DATE_OPTIONS, PRODUCT_NAME } from '@portal/contract/constants';
import type { Locale } from '@portal/contract/locale';
import type { PortalDocument } from '@portal/contract/registration';
import { registrationText } from './registration.texts.js';

function longDate(isoDay: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, DOCUMENT_DATE_OPTIONS).format(new Date(`${isoDay}T00:00:00Z`));
}

/**
 * The document as a letter-size PDF: title, version line, then each section's heading and body. The standard
 * Helvetica fonts with WinAnsi encoding cover every character of en-US, es-MX and fr-CA (é, ñ, ç, œ, « »).
 * PDFKit is loaded on the first document, not at start: it is about 6 MB of the server's heap (decision 040).
 */
export async function renderDocumentPdf(document: PortalDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const { locale } = document;
  const pdf = new PDFDocument({
    size: 'LETTER',
    margins: { top: 72, bottom: 72, left: 72, right: 72 },
    bufferPages: true,
    lang: locale,
    displayTitle: true,
    info: {
      Title: document.title,
      Author: PRODUCT_NAME,
      Creator: PRODUCT_NAME,
      Subject: `${document.assetPath} ${document.version}`,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(18).text(document.title);
  pdf.moveDown(0.3);
  const versionLine = registrationText(locale, 'versionLine', {
    version: document.version,
    date: longDate(document.effectiveDate, locale),
  });
  pdf.font('Helvetica').fontSize(10).fillColor('#555555').text(versionLine);
  pdf.fillColor('#000000').moveDown(1);
  for (const section of document.sections) {
    pdf.font('Helvetica-Bold').fontSize(12).text(section.heading);
    pdf.moveDown(0.3);
    pdf.font('Helvetica').fontSize(11).text(section.body, { align: 'left', lineGap: 2 });
    pdf.moveDown(0.8);
  }
  addPageNumbers(pdf, locale);
  pdf.end();
  return done;
}

function addPageNumbers(pdf: PDFKit.PDFDocument, locale: Locale): void {
  const range = pdf.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    // Writing inside the bottom margin would start a new page; lift the margin while writing the footer.
    pdf.page.margins.bottom = 0;
    const footer = registrationText(locale, 'pageFooter', { page: i + 1, pages: range.count });
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555555')
      .text(footer, pdf.page.margins.left, pdf.page.height - bottom / 2, {
        width: pdf.page.width - pdf.page.margins.left - pdf.page.margins.right,
        align: 'center',
      });
    pdf.page.margins.bottom = bottom;
  }
}
