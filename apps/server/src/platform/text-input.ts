import { ERROR_CODES } from '@portal/contract/errors';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * Refuses, on every route, text input that holds a NUL character (U+0000): in the path, the query or
 * a parsed body, values and keys alike. No field of the portal means to carry one, and PostgreSQL
 * cannot store it in a text column (the query fails), so it is a 400 before any route code runs, on
 * either database. Multipart bodies are parsed by their route, which checks its own fields.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [context, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = pathOfNul(value);
      if (path !== undefined) {
        throw new AppError(400, ERROR_CODES.validation, 'The request is not valid.', [
          { path, message: 'must not contain a NUL character', context },
        ]);
      }
    }
  });
}

type Node = { value: unknown; key: string; parent: Node | null };

/**
 * The JSON pointer of a string (or key) holding a NUL, or undefined when there is none. Iterative, and
 * the pointer is built only when found: a body may nest arrays thousands deep.
 */
export function pathOfNul(root: unknown): string | undefined {
  const pending: Node[] = [{ value: root, key: '', parent: null }];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (typeof node.value === 'string') {
      if (node.value.includes('\u0000')) return pointerOf(node);
    } else if (node.value && typeof node.value === 'object') {
      for (const [key, item] of Object.entries(node.value)) {
        if (key.includes('\u0000'))
          return pointerOf({ value: item, key: key.replaceAll('\u0000', '\\u0000'), parent: node });
        pending.push({ value: item, key, parent: node });
      }
    }
  }
  return undefined;
}

function pointerOf(node: Node): string {
  const keys: string[] = [];
  for (let n: Node | null = node; n?.parent; n = n.parent) keys.push(n.key);
  return `/${keys.reverse().join('/')}`;
}
