import { randomBytes } from 'node:crypto';
import type { IncidentDetailInput } from '@portal/contract/support';
import type { Db } from '../../db/database.js';

/** A valid incident of the demo user Jamie Cooper (Acme Fresh Foods, US): a Report Builder question. */
export const INCIDENT_DETAIL: IncidentDetailInput = {
  accountType: 25,
  supportType: 1467,
  issue: 2070,
  firstName: 'Jamie',
  lastName: 'Cooper',
  primaryContactEmail: 'jamie.cooper@acmefresh.example',
  companyName: 'Acme Fresh Foods',
  callBackNumber: '+1 479 555 0134',
  situationDescription: 'The Monday report did not arrive',
};

export type MultipartPart =
  { name: string; value: string } | { name: string; file: { fileName: string; content: Buffer; contentType?: string } };

/** A multipart/form-data body built by hand, as a browser would send it. */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('file' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.fileName}"\r\n` +
            `Content-Type: ${part.file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.file.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** How many incidents the database holds: a refused request must not have filed one. */
export async function countIncidents(db: Db): Promise<number> {
  const row = await db
    .selectFrom('support_incidents')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
