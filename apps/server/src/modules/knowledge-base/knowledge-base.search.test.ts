import { kbSearchUrl } from '@portal/contract/knowledge-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KbSeedFolder } from '../../db/seed/knowledge-base/types.js';
import { asUser, createTestApp, DIALECT_UNDER_TEST, hostOfLogin, type TestApp } from '../../test/helper.js';
import { FIXTURE_CHARTER } from './knowledge-base.fixture.js';
import { loadKnowledgeBaseFolder } from './knowledge-base.seed.js';

/** Words the listed words (kb_terms, kb_long_words) hold only in part, or not at all: a search must still find them. */
const EDGES: KbSeedFolder = {
  folder: 'charter',
  topics: FIXTURE_CHARTER.topics,
  articles: [
    {
      slug: 'kbtest-long-word',
      topic: 'kbtest-signing-in',
      publishedAt: '2026-05-02T10:00:00.000Z',
      translations: {
        'en-US': {
          title: 'A lung disease',
          summary: 'In short',
          body: 'Pneumonoultramicroscopicsilicovolcanoconiosis, and error E4021 when signing in.',
        },
      } as KbSeedFolder['articles'][number]['translations'],
    },
  ],
};

describe(`knowledge base search: spellings no listed word holds (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const cookies = new Map<string, string>();

  const hits = async (login: string, q: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${kbSearchUrl('charter')}?q=${encodeURIComponent(q)}&pageSize=50`,
      headers: asUser(cookies.get(login)!, hostOfLogin(login)),
    });
    return (JSON.parse(res.body) as { items: Array<{ contentId: string }> }).items.map((h) => h.contentId);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const now = t.clock.now().toISOString();
    for (const folder of [FIXTURE_CHARTER, EDGES])
      await loadKnowledgeBaseFolder(t.ctx.db, folder, { author: 'editor', now });
    for (const login of ['user', 'user.mx']) cookies.set(login, await t.signIn(login));
  });
  afterAll(() => t.close());

  it('finds a spelling held only inside a word longer than forty letters (kb_long_words)', async () => {
    expect(await hits('user', 'ultramicroscopic')).toEqual(['kbtest-long-word']);
    expect(await hits('user', 'silicovolcano')).toEqual(['kbtest-long-word']);
  });

  it('finds a spelling held inside a shorter word, with digits, or a number (never listed)', async () => {
    expect(await hits('user', 'ecklis')).toEqual(['kbtest-security-checklist']);
    expect(await hits('user', 'e402')).toEqual(['kbtest-long-word']);
    expect(await hits('user', '4021')).toEqual(['kbtest-long-word']);
  });

  it('finds a spelling held only by English words for a reader whose language shows the English text', async () => {
    expect(await hits('user.mx', 'ebrafinc')).toEqual(['kbtest-english-only']);
  });

  it('finds a misspelling by its corrections alone, and nothing for a word no text holds', async () => {
    expect(await hits('user', 'quoka')).toEqual(['kbtest-security-checklist']);
    expect(await hits('user', 'xylophonist')).toEqual([]);
    expect(await hits('user', 'quokka xylophonist')).toEqual([]);
  });
});
