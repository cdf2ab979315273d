import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { zodFormResolver } from './zod-form-resolver';

const schema = z.object({
  name: z.string().trim().min(1, { error: 'form.nameRequired' }).max(5, { error: 'form.tooLong' }),
  products: z.array(z.string()).min(1, { error: 'form.productsRequired' }),
  choice: z.number({ error: 'form.choiceRequired' }),
});
type Values = { name: string; products: string[]; choice: number | null };
const resolve = (values: Values) =>
  zodFormResolver<Values, z.infer<typeof schema>>(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('zodFormResolver', () => {
  it('hands the schema’s output to the submit handler', async () => {
    expect(await resolve({ name: ' Ana ', products: ['X'], choice: 3 })).toEqual({
      values: { name: 'Ana', products: ['X'], choice: 3 },
      errors: {},
    });
  });

  it('keeps the first message of each field, a catalogue key, with an empty choice as null', async () => {
    const { values, errors } = await resolve({ name: '', products: [], choice: null });
    expect(values).toEqual({});
    expect(errors).toEqual({
      name: { type: 'too_small', message: 'form.nameRequired' },
      products: { type: 'too_small', message: 'form.productsRequired' },
      choice: { type: 'invalid_type', message: 'form.choiceRequired' },
    });
  });
});
