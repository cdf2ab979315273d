import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from './constants.js';
import {
  ACTIVE_SUPPORT_TYPES,
  agentCanMove,
  allowedAccountTypes,
  presetAccountType,
  attachmentDisplayName,
  attachmentProblem,
  contactUsBodySchema,
  DEFAULT_ATTACHMENT_STEM,
  deskSupportTypes,
  INCIDENT_FIELD_ERRORS,
  INCIDENT_ID_PATTERN,
  INCIDENT_LIMITS,
  INCIDENT_STATUSES,
  incidentDetailSchema,
  incidentRouting,
  incidentSubject,
  isSupportTypeActive,
  isValidPhone,
  requesterActions,
  safeAttachmentName,
  statusAfterRequesterComment,
  type IncidentDetailInput,
  incidentReferenceDay,
} from './support.js';

const VALID: IncidentDetailInput = {
  accountType: 25,
  supportType: 1466,
  issue: null,
  firstName: 'Jamie',
  lastName: 'Cooper',
  primaryContactEmail: 'jamie.cooper@acmefresh.example',
  companyName: 'Acme Fresh Foods',
  callBackNumber: '+1 (479) 555-0134',
  situationDescription: 'The weekly report is empty.\nIt worked last week.',
};

/** The field error messages of a detail, keyed by field. */
function fieldErrors(input: Record<string, unknown>): Record<string, string[]> {
  const result = incidentDetailSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

describe('allowedAccountTypes', () => {
  it('gives basic vendors and basic agencies the supplier account type only', () => {
    expect(allowedAccountTypes('BASIC_VENDOR')).toEqual([25]);
    expect(allowedAccountTypes('BASIC_THIRD_PARTY_AGENCY')).toEqual([25]);
  });

  it('gives a signed-in external user (a supplier, an agency) the supplier account type only', () => {
    for (const type of ['SUPPLIER', 'THIRD_PARTY_AGENCY', 'UNKNOWN', null] as const)
      expect(allowedAccountTypes(type, 'EXTERNAL')).toEqual([25]);
    expect(allowedAccountTypes('BASIC_VENDOR', 'INTERNAL')).toEqual([25]);
  });

  it('gives associates (internal) and anonymous visitors supplier and associate', () => {
    for (const type of ['SUPPLIER', 'THIRD_PARTY_AGENCY', 'UNKNOWN', null] as const) {
      expect(allowedAccountTypes(type)).toEqual([25, 23]);
      expect(allowedAccountTypes(type, 'INTERNAL')).toEqual([25, 23]);
    }
  });
});

describe('presetAccountType', () => {
  it('starts with the only type allowed, an associate with Associate, a visitor with none', () => {
    expect(presetAccountType([25], 'EXTERNAL')).toBe(25);
    expect(presetAccountType([25], null)).toBe(25);
    expect(presetAccountType([25, 23], 'INTERNAL')).toBe(23);
    expect(presetAccountType([25, 23], null)).toBeNull();
    expect(presetAccountType([25, 23], 'EXTERNAL')).toBeNull();
  });
});

describe('active support types', () => {
  it('US has eleven, MX and CA the three of the spec', () => {
    expect(ACTIVE_SUPPORT_TYPES.US).toHaveLength(11);
    expect(new Set(ACTIVE_SUPPORT_TYPES.US).size).toBe(11);
    expect(ACTIVE_SUPPORT_TYPES.US).toEqual(expect.arrayContaining([1463, 1465, 1858, 1810]));
    expect(ACTIVE_SUPPORT_TYPES.MX).toEqual([1463, 1464, 1465]);
    expect(ACTIVE_SUPPORT_TYPES.CA).toEqual([1463, 1464, 1465]);
    expect(isSupportTypeActive('MX', 1858)).toBe(false);
    expect(isSupportTypeActive('US', 1858)).toBe(true);
  });

  it('the desk offers a market filter its own types, and no filter every market’s, each once', () => {
    expect(deskSupportTypes('CA')).toEqual([1463, 1464, 1465]);
    expect(deskSupportTypes('US')).toEqual(ACTIVE_SUPPORT_TYPES.US);
    const every = deskSupportTypes(undefined);
    expect(new Set(every).size).toBe(every.length);
    for (const market of ['US', 'MX', 'CA'] as const)
      expect(every).toEqual(expect.arrayContaining([...ACTIVE_SUPPORT_TYPES[market]]));
  });
});

describe('incidentRouting', () => {
  it('sends Shopper Behavior questions to the shopper behaviour queue', () => {
    expect(incidentRouting(1466, 'SUPPLIER')).toEqual({ queueId: 201, productId: 133, callerId: 23, entryType: 3 });
  });

  it('sends basic vendor support, and anything from a basic company, to the basic vendor queue', () => {
    expect(incidentRouting(1465, null).queueId).toBe(369);
    expect(incidentRouting(1466, 'BASIC_VENDOR').queueId).toBe(369);
    expect(incidentRouting(1858, 'BASIC_THIRD_PARTY_AGENCY')).toEqual({
      queueId: 369,
      productId: 132,
      callerId: 23,
      entryType: 3,
    });
  });

  it('sends the rest to dataventures; chartered supplier for charter companies, supplier otherwise', () => {
    expect(incidentRouting(1858, 'SUPPLIER')).toEqual({ queueId: 198, productId: 133, callerId: 23, entryType: 3 });
    expect(incidentRouting(1810, 'THIRD_PARTY_AGENCY').productId).toBe(133);
    expect(incidentRouting(1463, null)).toEqual({ queueId: 198, productId: 132, callerId: 23, entryType: 3 });
    expect(incidentRouting(1463, 'UNKNOWN').productId).toBe(132);
  });
});

describe('requester actions and statuses', () => {
  it('lets the requester close any open incident and reopen a solved or closed one', () => {
    expect(requesterActions('NEW')).toEqual({ canClose: true, canReopen: false, canComment: true });
    expect(requesterActions('IN_PROGRESS')).toEqual({ canClose: true, canReopen: false, canComment: true });
    expect(requesterActions('WAITING_ON_CUSTOMER')).toEqual({ canClose: true, canReopen: false, canComment: true });
    expect(requesterActions('SOLVED')).toEqual({ canClose: true, canReopen: true, canComment: true });
    expect(requesterActions('CLOSED')).toEqual({ canClose: false, canReopen: true, canComment: false });
  });

  it('puts an incident waiting on the requester (or solved) back in progress when they comment', () => {
    expect(statusAfterRequesterComment('WAITING_ON_CUSTOMER')).toBe('IN_PROGRESS');
    expect(statusAfterRequesterComment('SOLVED')).toBe('IN_PROGRESS');
    expect(statusAfterRequesterComment('NEW')).toBe('NEW');
    expect(statusAfterRequesterComment('IN_PROGRESS')).toBe('IN_PROGRESS');
    expect(statusAfterRequesterComment('CLOSED')).toBe('CLOSED');
  });

  it('lets agents move an incident to any other status', () => {
    for (const from of INCIDENT_STATUSES) {
      for (const to of INCIDENT_STATUSES) expect(agentCanMove(from, to)).toBe(from !== to);
    }
  });
});

describe('attachmentProblem', () => {
  it('accepts exactly 10485760 bytes and refuses one byte more', () => {
    expect(attachmentProblem({ name: 'report.pdf', size: ATTACHMENT_MAX_BYTES })).toBeNull();
    expect(attachmentProblem({ name: 'report.pdf', size: ATTACHMENT_MAX_BYTES + 1 })).toBe(
      INCIDENT_FIELD_ERRORS.attachmentTooLarge,
    );
  });

  it('accepts the listed extensions in any case and refuses others or none', () => {
    for (const name of [
      'a.PDF',
      'shot.png',
      'photo.JPG',
      'photo.jpeg',
      'anim.gif',
      'notes.txt',
      'data.csv',
      'book.xlsx',
      'doc.docx',
      'deck.pptx',
      'all.zip',
      'app.log',
    ]) {
      expect(attachmentProblem({ name, size: 10 }), name).toBeNull();
    }
    for (const name of ['setup.exe', 'script.js', 'README', 'archive.tar.gz', 'pdf']) {
      expect(attachmentProblem({ name, size: 10 }), name).toBe(INCIDENT_FIELD_ERRORS.attachmentType);
    }
  });
});

describe('safeAttachmentName', () => {
  it.each([
    ['keeps an ordinary name, accents and all', 'Résumé du problème.pdf', 'Résumé du problème.pdf'],
    ['drops NUL and other controls', 'report\u0000.pdf\u0007', 'report.pdf'],
    ['drops bidi overrides, so the extension is the real one', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    [
      'drops every bidi embedding, override, isolate and mark',
      '\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069h\u200E\u200F\u061C.txt',
      'abcdefgh.txt',
    ],
    ['drops zero-width characters and the byte order mark', '\uFEFFre\u200Bport\u200D.csv', 'report.csv'],
    ['turns line breaks and tabs into one space', 'line\r\nbreak\there.txt', 'line break here.txt'],
    ['collapses and trims whitespace, unicode spaces too', '  many \u00A0  \u3000 spaces .pdf ', 'many spaces.pdf'],
    [
      'replaces characters reserved in paths and on Windows',
      'C:\\fake/path<a>|b?*"c".png',
      'C__fake_path_a__b___c_.png',
    ],
    ['gives an empty stem a default', '.pdf', `${DEFAULT_ATTACHMENT_STEM}.pdf`],
    ['gives a stem of invisible characters a default', '\u202E\u0000 .png', `${DEFAULT_ATTACHMENT_STEM}.png`],
    ['removes leading and trailing dots of the stem', '..hidden...txt', 'hidden.txt'],
    ['composes decomposed accents', 'cafe\u0301.txt', 'café.txt'],
  ])('%s', (_what, raw, safe) => {
    expect(safeAttachmentName(raw)).toBe(safe);
  });

  it('leaves the extension to the type check: a name made safe keeps what it really ends with', () => {
    for (const raw of ['photo\u202Egnp.exe', 'x.pdf\u0000.exe', 'README', '\u202E']) {
      expect(attachmentProblem({ name: safeAttachmentName(raw), size: 10 }), raw).toBe(
        INCIDENT_FIELD_ERRORS.attachmentType,
      );
    }
    expect(attachmentProblem({ name: safeAttachmentName('\u202E.pdf'), size: 10 })).toBeNull();
  });

  it('is stable: a safe name stays as it is', () => {
    for (const raw of ['invoice\u202Efdp.exe', ' .pdf', 'a  b..txt', 'C:\\x.png']) {
      expect(safeAttachmentName(safeAttachmentName(raw))).toBe(safeAttachmentName(raw));
    }
  });
});

describe('attachmentDisplayName', () => {
  it('shows each invisible or reordering character of the uploaded name as its code point', () => {
    const raw = 'invoice\u202Efdp.exe\u0000';
    expect(attachmentDisplayName(raw, safeAttachmentName(raw))).toBe('invoice[U+202E]fdp.exe[U+0000]');
    expect(attachmentDisplayName('\u2066a.pdf', 'a.pdf')).toBe('[U+2066]a.pdf');
  });

  it('is null when the uploaded name says no more than the safe one', () => {
    for (const raw of ['report.pdf', '  report.pdf ', 'my   report.pdf', 'cafe\u0301.txt']) {
      expect(attachmentDisplayName(raw, safeAttachmentName(raw)), raw).toBeNull();
    }
    expect(attachmentDisplayName('.pdf', safeAttachmentName('.pdf'))).toBe('.pdf');
  });
});

describe('isValidPhone', () => {
  it('accepts the usual ways of writing a phone number', () => {
    for (const phone of [
      '+1 800 555 0199',
      '(479) 555-0134',
      '479.555.0134',
      '+52 55 5555 1234',
      '4795550134 ext. 12',
      '555-0134 x9',
    ]) {
      expect(isValidPhone(phone), phone).toBe(true);
    }
  });

  it('refuses letters, too few digits and too many', () => {
    for (const phone of ['call me', '555-01', '12345', '+1 800 FLOWERS', '1234567890123456789012', '']) {
      expect(isValidPhone(phone), phone).toBe(false);
    }
  });
});

describe('incidentDetailSchema', () => {
  it('accepts a complete detail and defaults onBehalfOfAnother to false', () => {
    const parsed = incidentDetailSchema.parse(VALID);
    expect(parsed.onBehalfOfAnother).toBe(false);
    expect(parsed.callBackNumber).toBe('+1 (479) 555-0134');
  });

  it('names the required message of every missing required field', () => {
    expect(fieldErrors({})).toEqual({
      accountType: [INCIDENT_FIELD_ERRORS.accountTypeRequired],
      supportType: [INCIDENT_FIELD_ERRORS.supportTypeRequired],
      firstName: [INCIDENT_FIELD_ERRORS.firstNameRequired],
      lastName: [INCIDENT_FIELD_ERRORS.lastNameRequired],
      primaryContactEmail: [INCIDENT_FIELD_ERRORS.emailRequired],
      companyName: [INCIDENT_FIELD_ERRORS.companyNameRequired],
      situationDescription: [INCIDENT_FIELD_ERRORS.situationDescriptionRequired],
    });
  });

  it('treats blank text as missing', () => {
    const errors = fieldErrors({ ...VALID, firstName: '   ', situationDescription: '\n  ' });
    expect(errors.firstName).toEqual([INCIDENT_FIELD_ERRORS.firstNameRequired]);
    expect(errors.situationDescription).toEqual([INCIDENT_FIELD_ERRORS.situationDescriptionRequired]);
  });

  it('refuses an account type other than supplier (25) or associate (23)', () => {
    expect(fieldErrors({ ...VALID, accountType: 24 }).accountType).toEqual([INCIDENT_FIELD_ERRORS.accountTypeRequired]);
    expect(fieldErrors({ ...VALID, accountType: 23 })).toEqual({});
  });

  it('checks the e-mail format', () => {
    expect(fieldErrors({ ...VALID, primaryContactEmail: 'jamie.cooper' }).primaryContactEmail).toEqual([
      INCIDENT_FIELD_ERRORS.emailInvalid,
    ]);
    expect(fieldErrors({ ...VALID, primaryContactEmail: '  jamie@acme.example ' })).toEqual({});
  });

  it('lets the call-back number be left out or empty, and checks it when given', () => {
    expect(fieldErrors({ ...VALID, callBackNumber: undefined })).toEqual({});
    expect(fieldErrors({ ...VALID, callBackNumber: '' })).toEqual({});
    expect(fieldErrors({ ...VALID, callBackNumber: 'not a phone' }).callBackNumber).toEqual([
      INCIDENT_FIELD_ERRORS.callBackNumberInvalid,
    ]);
  });

  it('refuses text over each limit with the too-long message', () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    const errors = fieldErrors({
      ...VALID,
      firstName: long(INCIDENT_LIMITS.nameMax),
      lastName: long(INCIDENT_LIMITS.nameMax),
      companyName: long(INCIDENT_LIMITS.companyNameMax),
      situationDescription: long(INCIDENT_LIMITS.situationDescriptionMax),
    });
    for (const field of ['firstName', 'lastName', 'companyName', 'situationDescription'])
      expect(errors[field], field).toEqual([INCIDENT_FIELD_ERRORS.tooLong]);
    expect(fieldErrors({ ...VALID, firstName: 'x'.repeat(INCIDENT_LIMITS.nameMax) })).toEqual({});
  });

  it('accepts optional category ids as numbers or null, and refuses anything else', () => {
    expect(fieldErrors({ ...VALID, issue: 2047, issueType: null, subIssueType: undefined })).toEqual({});
    expect(Object.keys(fieldErrors({ ...VALID, issue: 'abc', issueType: -1 })).sort()).toEqual(['issue', 'issueType']);
  });
});

describe('contactUsBodySchema', () => {
  const body = {
    reason: 9001,
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@example.com',
    companyName: 'Ruiz SA',
    message: 'Hello',
  };

  it('accepts a complete body and refuses a missing reason and message with their own messages', () => {
    expect(contactUsBodySchema.safeParse(body).success).toBe(true);
    const result = contactUsBodySchema.safeParse({ ...body, reason: undefined, message: ' ' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      reason: 'support.contact.errors.reason_required',
      message: 'support.contact.errors.message_required',
    });
  });
});

describe('incident references and subjects', () => {
  it('references look like YYMMDD-NNNNNN', () => {
    expect(INCIDENT_ID_PATTERN.test('261122-000001')).toBe(true);
    expect(INCIDENT_ID_PATTERN.test('26112-000001')).toBe(false);
    expect(INCIDENT_ID_PATTERN.test('261122-00001x')).toBe(false);
  });

  it('the subject is the first non-empty line of the description', () => {
    expect(incidentSubject('\n\n  Report is empty  \nsince Monday')).toBe('Report is empty');
    expect(incidentSubject('x'.repeat(300))).toHaveLength(240);
  });
});

describe("incidentReferenceDay: the day of filing in the filer's time zone", () => {
  it.each<[string, string, string]>([
    // Chicago is UTC-6 in November: 05:59 UTC is still the day before there, 06:00 is the day itself.
    ['2026-11-23T05:59:59.999Z', 'America/Chicago', '261122'],
    ['2026-11-23T06:00:00.000Z', 'America/Chicago', '261123'],
    ['2026-11-22T23:30:00.000Z', 'America/Chicago', '261122'],
    // East of UTC the local day starts before the UTC one.
    ['2026-11-22T22:59:59.999Z', 'Europe/Paris', '261122'],
    ['2026-11-22T23:00:00.000Z', 'Europe/Paris', '261123'],
    ['2026-11-22T10:30:00.000Z', 'Pacific/Kiritimati', '261123'],
    ['2026-11-22T23:59:59.999Z', 'UTC', '261122'],
    ['2026-11-23T00:00:00.000Z', 'UTC', '261123'],
    // Summer time: Chicago is UTC-5, so the day turns at 05:00 UTC.
    ['2026-07-01T04:59:59.999Z', 'America/Chicago', '260630'],
    ['2026-07-01T05:00:00.000Z', 'America/Chicago', '260701'],
    // New Year's Eve in Mexico City while it is already New Year in UTC.
    ['2027-01-01T05:30:00.000Z', 'America/Mexico_City', '261231'],
  ])('%s in %s -> %s', (instant, zone, day) => {
    expect(incidentReferenceDay(new Date(instant), zone)).toBe(day);
  });

  it('reads an unknown zone as the default zone (Chicago)', () => {
    expect(incidentReferenceDay(new Date('2026-11-23T05:00:00.000Z'), 'Not/A_Zone')).toBe('261122');
    expect(incidentReferenceDay(new Date('2026-11-23T05:00:00.000Z'), '')).toBe('261122');
  });
});
