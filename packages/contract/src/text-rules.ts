import type { z } from 'zod';

/**
 * What a typed text may hold, for the fields people fill in: a one-line field (a name) holds no line break, tab or
 * other control character; a note (a reason, a description, a comment) may run over several lines, so it keeps
 * line feeds, carriage returns and tabs, but no other control character. Such characters are invisible, usually
 * come with a paste, and break what the text is later written into (a one-line list cell, an e-mail header, a
 * spreadsheet).
 */

/** The messages, catalogue keys of the shell (every form's page has them); the web translates them. */
export const TEXT_FIELD_ERRORS = {
  singleLine: 'errors.text.single_line',
  controlCharacter: 'errors.text.control_character',
} as const;
export type TextFieldError = (typeof TEXT_FIELD_ERRORS)[keyof typeof TEXT_FIELD_ERRORS];

/** Breaks a one-line field refuses: tab, line feed, vertical tab, form feed, carriage return, NEL, LS and PS. */
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/u;
/** The other C0 and C1 controls and DEL (Unicode's Cc), which no typed text holds. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS_OF_A_LINE = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/u;
/** The controls a note refuses: all of Cc but tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS_OF_A_NOTE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/** Why a one-line text is refused (its message key), or null when it is fine. */
export function singleLineProblem(text: string): TextFieldError | null {
  if (LINE_BREAKS.test(text)) return TEXT_FIELD_ERRORS.singleLine;
  return CONTROLS_OF_A_LINE.test(text) ? TEXT_FIELD_ERRORS.controlCharacter : null;
}

/** Why a note is refused (its message key), or null when it is fine. */
export function noteProblem(text: string): TextFieldError | null {
  return CONTROLS_OF_A_NOTE.test(text) ? TEXT_FIELD_ERRORS.controlCharacter : null;
}

/** The string schema, refusing what a one-line field may not hold (checked after the schema's own trim). */
export function singleLineText<T extends z.ZodType<string>>(schema: T): T {
  return schema.superRefine(refuse(singleLineProblem));
}

/** The string schema, refusing what a note may not hold. */
export function noteText<T extends z.ZodType<string>>(schema: T): T {
  return schema.superRefine(refuse(noteProblem));
}

function refuse(problemOf: (text: string) => TextFieldError | null) {
  return (text: string, ctx: z.RefinementCtx<string>) => {
    const problem = problemOf(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };
}
