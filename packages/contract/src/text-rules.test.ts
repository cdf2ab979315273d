import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accessApprovalSchema } from './access-approvals.js';
import { newAccessRequestSchema } from './access-requests.js';
import { setContextQuerySchema } from './companies.js';
import { globalBlockSchema, globalUnblockSchema } from './global-users.js';
import { newUserSchema } from './invitations.js';
import { userInfoUpdateSchema } from './profile.js';
import { completeRegistrationBodySchema } from './registration.js';
import { addThreadBodySchema, contactUsBodySchema, deskReplyBodySchema, incidentDetailSchema } from './support.js';
import { noteProblem, singleLineProblem, TEXT_FIELD_ERRORS } from './text-rules.js';
import { blockUsersSchema, unblockUsersSchema, userProfileUpdateSchema } from './user-admin.js';

const { singleLine, controlCharacter } = TEXT_FIELD_ERRORS;

describe('the one-line rule (names)', () => {
  it('accepts names of any script, with spaces, hyphens, apostrophes and accents', () => {
    for (const name of ['Ana María', "O'Brien-Lévesque", 'Zoë', '李小龙', 'Nguyễn Văn A', 'Anne\u00a0Marie']) {
      expect(singleLineProblem(name)).toBeNull();
    }
  });

  it('refuses a line break of any kind, and a tab, as a second line', () => {
    for (const text of ['Ana\nMaría', 'Ana\r\nMaría', 'Ana\rMaría', 'Ana\tMaría', 'a\vb', 'a\fb', 'a\u0085b']) {
      expect(singleLineProblem(text)).toBe(singleLine);
    }
    expect(singleLineProblem('Ana\u2028María')).toBe(singleLine);
    expect(singleLineProblem('Ana\u2029María')).toBe(singleLine);
  });

  it('refuses the other control characters, C0, DEL and C1', () => {
    for (const text of ['a\u0000b', 'bell\u0007', '\u001b[31mred', 'a\u007fb', 'a\u009bb', 'a\u0080b']) {
      expect(singleLineProblem(text)).toBe(controlCharacter);
    }
  });
});

describe('the note rule (reasons, descriptions, comments)', () => {
  it('accepts several lines, Windows line ends and tabs', () => {
    expect(noteProblem('Left the company.\r\nSee ticket\tINC-4711.\nThanks')).toBeNull();
    expect(noteProblem('Line\u2028separated')).toBeNull();
  });

  it('refuses every other control character', () => {
    for (const text of ['a\u0000b', 'bell\u0007', '\u001b[2J', 'a\vb', 'a\fb', 'a\u007fb', 'a\u0085b', 'a\u009fb']) {
      expect(noteProblem(text)).toBe(controlCharacter);
    }
  });
});

/** The messages a schema answers for a value, keyed by the path of the field. */
function messagesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const found: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (found[issue.path.join('.')] ??= []).push(issue.message);
  return found;
}

type Field = { name: string; schema: z.ZodType; valid: Record<string, unknown>; field: string };

const INCIDENT = {
  accountType: 25,
  supportType: 1466,
  issue: null,
  firstName: 'Jamie',
  lastName: 'Cooper',
  primaryContactEmail: 'jamie.cooper@acmefresh.example',
  companyName: 'Acme Fresh Foods',
  situationDescription: 'The weekly report is empty.',
};
const CONTACT = {
  reason: 9001,
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  companyName: 'Ruiz SA',
  message: 'Hello',
};
const PROFILE = { loginId: 'dana', firstName: 'Dana', lastName: 'Scully' };
const NEW_USER = { email: 'new@acme.example', firstName: 'Ana', lastName: 'Ruiz', products: [], persona: 'USER' };
const INFO = { first_name: 'Dana', last_name: 'Scully' };
const REGISTRATION = {
  first_name: 'Casey',
  last_name: 'Morales',
  timezone: 'America/Chicago',
  language_code: 'es-MX',
  accepted: [{ assetPath: 'supplier-terms-and-conditions', version: '2.0' }],
};

const NAMES: Field[] = [
  ...['firstName', 'lastName'].map((field) => ({
    name: 'user-admin edit',
    schema: userProfileUpdateSchema,
    valid: PROFILE,
    field,
  })),
  ...['firstName', 'lastName'].map((field) => ({
    name: 'user-admin add',
    schema: newUserSchema,
    valid: NEW_USER,
    field,
  })),
  ...['first_name', 'last_name'].map((field) => ({
    name: 'profile',
    schema: userInfoUpdateSchema,
    valid: INFO,
    field,
  })),
  ...['first_name', 'last_name'].map((field) => ({
    name: 'registration',
    schema: completeRegistrationBodySchema,
    valid: REGISTRATION,
    field,
  })),
  ...['firstName', 'lastName', 'companyName'].map((field) => ({
    name: 'incident',
    schema: incidentDetailSchema,
    valid: INCIDENT,
    field,
  })),
  ...['firstName', 'lastName', 'companyName'].map((field) => ({
    name: 'contact us',
    schema: contactUsBodySchema,
    valid: CONTACT,
    field,
  })),
];

const NOTES: Field[] = [
  { name: 'block', schema: blockUsersSchema, valid: { loginIds: ['dana'], reason: 'Left' }, field: 'reason' },
  { name: 'unblock', schema: unblockUsersSchema, valid: { loginIds: ['dana'] }, field: 'reason' },
  { name: 'global block', schema: globalBlockSchema, valid: { loginIds: ['dana'], reason: 'Left' }, field: 'reason' },
  { name: 'global unblock', schema: globalUnblockSchema, valid: { loginIds: ['dana'] }, field: 'reason' },
  {
    name: 'access request',
    schema: newAccessRequestSchema,
    valid: { tenant_id: 1, products: ['X'] },
    field: 'requestor_note',
  },
  { name: 'access decision', schema: accessApprovalSchema, valid: { id: '1', decision: 'APPROVE' }, field: 'note' },
  { name: 'set context', schema: setContextQuerySchema, valid: { companyId: '7' }, field: 'reason' },
  { name: 'incident', schema: incidentDetailSchema, valid: INCIDENT, field: 'situationDescription' },
  { name: 'contact us', schema: contactUsBodySchema, valid: CONTACT, field: 'message' },
  { name: 'comment', schema: addThreadBodySchema, valid: { text: 'Thanks' }, field: 'text' },
  { name: 'agent reply', schema: deskReplyBodySchema, valid: { text: 'Thanks', internal: true }, field: 'text' },
];

describe('the names the contract takes', () => {
  it.each(NAMES)('$name $field is one line, without control characters', ({ schema, valid, field }) => {
    expect(messagesOf(schema, valid)).toEqual({});
    expect(messagesOf(schema, { ...valid, [field]: "  María-José O'Neil  " })).toEqual({});
    // A line break a paste leaves around the name is trimmed, not refused.
    expect(messagesOf(schema, { ...valid, [field]: 'Ana\n' })).toEqual({});
    expect(messagesOf(schema, { ...valid, [field]: 'Ana\nRuiz' })).toEqual({ [field]: [singleLine] });
    expect(messagesOf(schema, { ...valid, [field]: 'Ana\tRuiz' })).toEqual({ [field]: [singleLine] });
    expect(messagesOf(schema, { ...valid, [field]: 'Ana\u0000' })).toEqual({ [field]: [controlCharacter] });
  });
});

describe('the notes the contract takes', () => {
  it.each(NOTES)('$name $field keeps its lines and tabs, refuses other controls', ({ schema, valid, field }) => {
    expect(messagesOf(schema, valid)).toEqual({});
    expect(messagesOf(schema, { ...valid, [field]: 'First line\r\nsecond\tline' })).toEqual({});
    expect(messagesOf(schema, { ...valid, [field]: 'Ring\u0007 the bell' })).toEqual({ [field]: [controlCharacter] });
    expect(messagesOf(schema, { ...valid, [field]: '\u001b[2Jcleared' })).toEqual({ [field]: [controlCharacter] });
  });
});
