/**
 * The fields of a body not validated yet (a form read before its checks, a rate limit's cost): a copy
 * of an object's own fields, {} for anything else.
 */
export function unvalidatedFields(body: unknown): Partial<Record<string, unknown>> {
  return typeof body === 'object' && body !== null ? Object.fromEntries(Object.entries(body)) : {};
}

/** The `code` a thrown value carries (Node, the database drivers and Fastify's plugins set one), if any. */
export function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}
