import { describe, expect, it } from 'vitest';
import { OUTBOX_SEARCH_MAX, outboxListQuerySchema, outboxMessageParamsSchema } from './outbox.js';

describe('outboxListQuerySchema', () => {
  it('reads the first page of 25 by default, newest first being the server’s order', () => {
    expect(outboxListQuerySchema.parse({})).toEqual({ page: 0, size: 25 });
  });

  it('takes the admin page sizes only, a known status and a trimmed search', () => {
    expect(outboxListQuerySchema.parse({ page: '2', size: '50', status: 'stored', search: '  dana ' })).toEqual({
      page: 2,
      size: 50,
      status: 'stored',
      search: 'dana',
    });
    expect(outboxListQuerySchema.safeParse({ size: '30' }).success).toBe(false);
    expect(outboxListQuerySchema.safeParse({ status: 'failed' }).success).toBe(false);
    expect(outboxListQuerySchema.safeParse({ search: 'x'.repeat(OUTBOX_SEARCH_MAX + 1) }).success).toBe(false);
    expect(outboxListQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
  });
});

describe('outboxMessageParamsSchema', () => {
  it('needs a positive whole message id', () => {
    expect(outboxMessageParamsSchema.parse({ messageId: '42' })).toEqual({ messageId: 42 });
    for (const messageId of ['0', '-3', '1.5', 'abc'])
      expect(outboxMessageParamsSchema.safeParse({ messageId }).success).toBe(false);
  });
});
