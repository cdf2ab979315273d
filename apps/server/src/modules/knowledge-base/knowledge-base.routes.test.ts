import {
  KB_ERROR_CODES,
  KB_PATHS,
  kbArticleUrl,
  kbAuthoringArticleUrl,
  kbSearchUrl,
} from '@portal/contract/knowledge-base';
import { RELEASE_NOTES_PATHS } from '@portal/contract/release-notes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createTestApp, DIALECT_UNDER_TEST, HOSTS, hostOfLogin, type TestApp } from '../../test/helper.js';
import { multipartBody } from '../../test/multipart.js';
import { FIXTURE_BASIC, FIXTURE_CHARTER, FIXTURE_RELEASE_NOTES } from './knowledge-base.fixture.js';
import { loadKnowledgeBaseFolder } from './knowledge-base.seed.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

describe(`knowledge base and release notes (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  const cookies = new Map<string, string>();
  const as = (login: string) => asUser(cookies.get(login)!, hostOfLogin(login));

  async function call(login: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) {
    const res = await t.app.inject({ method, url, headers: as(login), ...(payload === undefined ? {} : { payload }) });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it checks
    const body = (res.body ? JSON.parse(res.body) : {}) as Record<string, any>;
    return { status: res.statusCode, body };
  }
  const get = (login: string, url: string) => call(login, 'GET', url);

  async function setFlag(key: string, enabled: boolean) {
    await t.ctx.db
      .updateTable('feature_flags')
      .set({ enabled: enabled ? 1 : 0, rollout_percent: 100 })
      .where('key', '=', key)
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp();
    const now = t.clock.now().toISOString();
    for (const folder of [FIXTURE_CHARTER, FIXTURE_BASIC, FIXTURE_RELEASE_NOTES])
      await loadKnowledgeBaseFolder(t.ctx.db, folder, { author: 'editor', now });
    for (const login of [
      'user',
      'basic',
      'associate',
      'editor',
      'superadmin',
      'spectator',
      'user.mx',
      'admin.ca',
      'partner',
    ])
      cookies.set(login, await t.signIn(login));
  });
  afterAll(() => t.close());

  describe('who reads what', () => {
    it('lists the workspaces by user type: charter users charter, basic users basic, staff and editors both', async () => {
      const ids = async (login: string) =>
        ((await get(login, KB_PATHS.workspaces)).body.workspaces as Array<{ id: string }>).map((w) => w.id);
      expect(await ids('user')).toEqual(['charter']);
      expect(await ids('partner')).toEqual(['charter']);
      expect(await ids('basic')).toEqual(['basic']);
      expect(await ids('associate')).toEqual(['charter', 'basic']);
      expect(await ids('editor')).toEqual(['charter', 'basic']);
    });

    it('refuses a workspace the user type does not reach (knowledge_base.no_access)', async () => {
      const basic = await get('basic', kbArticleUrl('charter', 'kbtest-reset-password'));
      expect(basic.status).toBe(403);
      expect(basic.body.code).toBe(KB_ERROR_CODES.noAccess);
      expect((await get('user', kbArticleUrl('basic', 'kbtest-basic-welcome'))).status).toBe(403);
      expect((await get('basic', kbArticleUrl('basic', 'kbtest-basic-welcome'))).status).toBe(200);
      expect((await get('associate', kbArticleUrl('basic', 'kbtest-basic-welcome'))).status).toBe(200);
    });

    it('answers no_access while wem-kb-rollout is off for the caller, but editors still reach it', async () => {
      await setFlag('wem-kb-rollout', false);
      try {
        const refused = await get('user', KB_PATHS.workspaces);
        expect(refused.status).toBe(403);
        expect(refused.body.code).toBe(KB_ERROR_CODES.noAccess);
        expect((await get('editor', kbArticleUrl('charter', 'kbtest-reset-password'))).status).toBe(200);
      } finally {
        await setFlag('wem-kb-rollout', true);
      }
    });

    it('answers no_access to search and suggestions while kb-search-rollout is off; articles still open', async () => {
      await setFlag('kb-search-rollout', false);
      try {
        expect((await get('user', `${kbSearchUrl('charter')}?q=password`)).body.code).toBe(KB_ERROR_CODES.noAccess);
        expect((await get('user', `${KB_PATHS.suggestions}?text=cannot reset my password`)).status).toBe(403);
        expect((await get('user', kbArticleUrl('charter', 'kbtest-reset-password'))).status).toBe(200);
      } finally {
        await setFlag('kb-search-rollout', true);
      }
    });
  });

  describe('reading', () => {
    it("answers in the reader's language, and in English with fallback where not translated", async () => {
      const es = await get('user.mx', kbArticleUrl('charter', 'kbtest-reset-password'));
      expect(es.status).toBe(200);
      expect(es.body).toMatchObject({ title: 'Restablecer su contraseña', locale: 'es-MX', fallback: false });
      expect(es.body.html).toContain('<strong>Iniciar sesión</strong>');
      const fallback = await get('user.mx', kbArticleUrl('charter', 'kbtest-english-only'));
      expect(fallback.body).toMatchObject({ title: 'Zebrafinch quarterly export', locale: 'en-US', fallback: true });
      const en = await get('user', kbArticleUrl('charter', 'kbtest-reset-password'));
      expect(en.body).toMatchObject({ locale: 'en-US', fallback: false, helpful: null });
    });

    it('lists top articles and the topic hierarchy, filtered by title', async () => {
      const top = await get('user', `${KB_PATHS.topArticles}?workspace=charter`);
      expect((top.body.articles as Array<{ contentId: string }>).map((a) => a.contentId)).toContain(
        'kbtest-reset-password',
      );
      const tree = await get('user', `/api/kb/workspaces/charter/hierarchy?title=quokka`);
      const topic = (tree.body.topics as Array<{ slug: string; articles: Array<{ contentId: string }> }>).find(
        (x) => x.slug === 'kbtest-signing-in',
      );
      expect(topic?.articles.map((a) => a.contentId)).toEqual(['kbtest-security-checklist']);
    });

    it('finds an article by its path in the caller’s workspace (links in), and its content fragment', async () => {
      expect((await get('user', '/api/v1/content-management/articles/kbtest-reset-password')).body.contentId).toBe(
        'kbtest-reset-password',
      );
      expect((await get('basic', '/api/v1/content-management/articles/kbtest-reset-password')).status).toBe(404);
      const fragment = await get('basic', '/api/content-management/kbtest-basic-welcome');
      expect(fragment.body.articleHref).toBe('/knowledgeBase/basic/article?contentId=kbtest-basic-welcome');
    });
  });

  describe('states and schedules (authoring)', () => {
    let id = 0;
    const draft = {
      folder: 'charter',
      topic: 'kbtest-signing-in',
      slug: 'kbtest-new-draft',
      translation: { title: 'Platypus onboarding guide', summary: 'How to start', body: 'Meet the **platypus**.' },
    };

    it('keeps drafts from readers (404) and shows them to editors', async () => {
      const created = await call('editor', 'POST', KB_PATHS.authoringArticles, draft);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ state: 'DRAFT', locales: ['en-US'] });
      id = created.body.id as number;
      expect((await get('user', kbArticleUrl('charter', 'kbtest-new-draft'))).status).toBe(404);
      expect((await get('associate', kbArticleUrl('charter', 'kbtest-new-draft'))).status).toBe(404);
      expect((await get('editor', kbAuthoringArticleUrl(id))).status).toBe(200);
      const again = await call('editor', 'POST', KB_PATHS.authoringArticles, draft);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe(KB_ERROR_CODES.slugTaken);
    });

    it('writes a second language, and shows the article at its scheduled time without a job', async () => {
      const fr = await call('editor', 'PUT', kbAuthoringArticleUrl(id, 'translations/fr-CA'), {
        title: 'Guide ornithorynque',
        summary: 'Pour commencer',
        body: 'Voici l’**ornithorynque**. <script>alert(1)</script>',
      });
      expect(fr.status).toBe(200);
      expect(fr.body.locales).toEqual(['en-US', 'fr-CA']);
      const written = (fr.body.translations as Array<{ locale: string; html: string }>).find(
        (x) => x.locale === 'fr-CA',
      );
      expect(written?.html).toContain('<strong>ornithorynque</strong>');
      expect(written?.html).not.toContain('<script');
      const past = await call('editor', 'POST', kbAuthoringArticleUrl(id, 'schedule'), {
        publishAt: '2020-01-01T00:00:00Z',
      });
      expect(past.body.code).toBe(KB_ERROR_CODES.scheduleInPast);
      const at = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
      const scheduled = await call('editor', 'POST', kbAuthoringArticleUrl(id, 'schedule'), { publishAt: at });
      expect(scheduled.body).toMatchObject({ state: 'SCHEDULED', publishAt: at });
      expect((await get('user', kbArticleUrl('charter', 'kbtest-new-draft'))).status).toBe(404);
      expect((await get('user', `${kbSearchUrl('charter')}?q=platypus`)).body.total).toBe(0);
      t.clock.advance(15 * 60_000);
      expect((await get('user', kbArticleUrl('charter', 'kbtest-new-draft'))).status).toBe(200);
      expect((await get('admin.ca', kbArticleUrl('charter', 'kbtest-new-draft'))).body.title).toBe(
        'Guide ornithorynque',
      );
      // Found after publication by a misspelt search, and rated.
      const found = await get('user', `${kbSearchUrl('charter')}?q=platipus`);
      expect((found.body.items as Array<{ contentId: string }>).map((h) => h.contentId)).toContain('kbtest-new-draft');
      const rated = await call('user', 'POST', '/api/kb/workspaces/charter/articles/kbtest-new-draft/feedback', {
        helpful: true,
      });
      expect(rated.status).toBe(200);
      await call('admin.ca', 'POST', '/api/kb/workspaces/charter/articles/kbtest-new-draft/feedback', {
        helpful: false,
      });
      await call('user', 'POST', '/api/kb/workspaces/charter/articles/kbtest-new-draft/feedback', { helpful: true });
      const counts = await get('editor', kbAuthoringArticleUrl(id));
      expect(counts.body.feedback).toEqual([
        { locale: 'en-US', helpful: 1, notHelpful: 0 },
        { locale: 'fr-CA', helpful: 0, notHelpful: 1 },
      ]);
      expect((await get('user', kbArticleUrl('charter', 'kbtest-new-draft'))).body.helpful).toBe(true);
    });

    it('hides an archived article from readers again, and logs every authoring change', async () => {
      expect((await call('editor', 'POST', kbAuthoringArticleUrl(id, 'archive'))).body.state).toBe('ARCHIVED');
      expect((await get('user', kbArticleUrl('charter', 'kbtest-new-draft'))).status).toBe(404);
      expect((await call('editor', 'POST', kbAuthoringArticleUrl(id, 'publish'))).body.state).toBe('PUBLISHED');
      expect((await get('user', kbArticleUrl('charter', 'kbtest-new-draft'))).status).toBe(200);
      const events = await t.ctx.db
        .selectFrom('activity_log')
        .select('event')
        .where('entity_type', '=', 'KB_ARTICLE')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute();
      expect(events.map((e) => e.event)).toEqual([
        'KB_ARTICLE_CREATED',
        'KB_TRANSLATION_SAVED',
        'KB_ARTICLE_SCHEDULED',
        'KB_ARTICLE_ARCHIVED',
        'KB_ARTICLE_PUBLISHED',
      ]);
    });

    it('refuses authoring to readers and to the view-only spectator; super admins author', async () => {
      expect((await get('user', KB_PATHS.authoringArticles)).status).toBe(403);
      expect((await get('associate', KB_PATHS.authoringArticles)).status).toBe(403);
      expect((await call('spectator', 'POST', KB_PATHS.authoringPreview, { markdown: 'x' })).status).toBe(403);
      expect((await get('superadmin', `${KB_PATHS.authoringArticles}?folder=charter&state=DRAFT`)).status).toBe(200);
      const preview = await call('superadmin', 'POST', KB_PATHS.authoringPreview, {
        markdown: '[x](javascript:alert(1))',
      });
      expect(preview.body.html).not.toContain('javascript');
      const topics = await get('editor', `${KB_PATHS.authoringTopics}?folder=charter`);
      expect((topics.body.topics as Array<{ slug: string }>).map((x) => x.slug)).toContain('kbtest-signing-in');
    });
  });

  describe('search and suggestions', () => {
    const hits = async (login: string, workspace: 'charter' | 'basic', q: string) =>
      (
        (await get(login, `${kbSearchUrl(workspace)}?q=${encodeURIComponent(q)}&pageSize=50`)).body.items as Array<{
          contentId: string;
          excerpt: string;
        }>
      ).map((h) => h.contentId);

    it('forgives a typo and ranks titles first', async () => {
      const found = await hits('user', 'charter', 'pasword');
      expect(found).toContain('kbtest-reset-password');
      expect(found).toContain('kbtest-security-checklist');
      expect(found.indexOf('kbtest-reset-password')).toBeLessThan(found.indexOf('kbtest-security-checklist'));
      expect(await hits('user', 'charter', 'quoka')).toEqual(['kbtest-security-checklist']);
      // Two edits in a long word, one a swap: three by Levenshtein distance, still a candidate (migration 043).
      expect(await hits('user', 'charter', 'chekclisz')).toContain('kbtest-security-checklist');
    });

    it("forgives accents in the reader's language, and searches English where the article is not translated", async () => {
      expect(await hits('admin.ca', 'charter', 'reinitialiser')).toContain('kbtest-reset-password');
      expect(await hits('admin.ca', 'charter', 'RÉINITIALISER mot')).toContain('kbtest-reset-password');
      expect(await hits('user.mx', 'charter', 'zebrafinch')).toEqual(['kbtest-english-only']);
      expect(await hits('basic', 'basic', 'wombat')).toEqual(['kbtest-basic-welcome']);
    });

    it('suggests up to three articles for an incident description, and counts a click', async () => {
      const res = await get(
        'user',
        `${KB_PATHS.suggestions}?text=${encodeURIComponent('I need to reset my pasword quickly')}`,
      );
      const ids = (res.body.articles as Array<{ contentId: string }>).map((a) => a.contentId);
      expect(ids.length).toBeLessThanOrEqual(3);
      expect(ids).toContain('kbtest-reset-password');
      expect((await get('user', `${KB_PATHS.suggestions}?text=short`)).body.articles).toEqual([]);
      const click = await call('user', 'POST', KB_PATHS.suggestionClicks, { contentId: 'kbtest-reset-password' });
      expect(click.status).toBe(204);
      const [article] = await t.ctx.db
        .withTables<{ kb_articles: { id: number; slug: string } }>()
        .selectFrom('kb_articles')
        .select('id')
        .where('slug', '=', 'kbtest-reset-password')
        .execute();
      expect((await get('editor', kbAuthoringArticleUrl(article!.id))).body.suggestionClicks).toBe(1);
    });
  });

  describe('images', () => {
    it('stores a PNG by its bytes and serves it; refuses what is not an image', async () => {
      const png = multipartBody([
        { name: 'file', file: { fileName: 'a.png', content: PNG, contentType: 'image/png' } },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: KB_PATHS.authoringImages,
        headers: { ...as('editor'), 'content-type': png.contentType },
        payload: png.payload,
      });
      expect(res.statusCode).toBe(201);
      const { url } = res.json<{ url: string }>();
      const image = await t.app.inject({ method: 'GET', url, headers: as('user') });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(PNG)).toBe(true);
      const fake = multipartBody([
        {
          name: 'file',
          file: { fileName: 'a.png', content: Buffer.from('<svg onload=alert(1)>'), contentType: 'image/png' },
        },
      ]);
      const refused = await t.app.inject({
        method: 'POST',
        url: KB_PATHS.authoringImages,
        headers: { ...as('editor'), 'content-type': fake.contentType },
        payload: fake.payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ code: string }>().code).toBe(KB_ERROR_CODES.badImage);
      const big = multipartBody([
        { name: 'file', file: { fileName: 'b.png', content: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) } },
      ]);
      const tooBig = await t.app.inject({
        method: 'POST',
        url: KB_PATHS.authoringImages,
        headers: { ...as('editor'), 'content-type': big.contentType },
        payload: big.payload,
      });
      expect(tooBig.json<{ code: string }>().code).toBe(KB_ERROR_CODES.badImage);
    });
  });

  describe('release notes', () => {
    const list = `${RELEASE_NOTES_PATHS.fragments}?parentAssetFolder=release-notes`;

    it('answers US charter users and staff, 404 on MX and CA, 403 to basic users', async () => {
      const us = await get('user', list);
      expect(us.status).toBe(200);
      expect((us.body.items as Array<{ contentId: string }>).map((n) => n.contentId)).toContain(
        'kbtest-report-builder-2019-07',
      );
      expect((await get('associate', list)).status).toBe(200);
      expect((await get('user.mx', list)).status).toBe(404);
      expect((await get('admin.ca', list)).status).toBe(404);
      expect((await get('basic', list)).status).toBe(403);
    });

    it('filters by tag, lists the tags, and opens one note', async () => {
      const tags = await get('user', `${RELEASE_NOTES_PATHS.tags}?parentAssetFolder=release-notes`);
      expect(tags.body.tags).toEqual(
        expect.arrayContaining([
          { id: 'product:REPORT_BUILDER', kind: 'product', value: 'REPORT_BUILDER', title: 'Report Builder' },
          { id: 'release:2019.07', kind: 'release', value: '2019.07', title: 'Release 2019.07' },
        ]),
      );
      const byRelease = await get('user', `${list}&tag=release:2019.07`);
      expect((byRelease.body.items as Array<{ contentId: string }>).map((n) => n.contentId)).toEqual([
        'kbtest-report-builder-2019-07',
      ]);
      expect((await get('user', `${list}&tag=release:1999.01`)).body.total).toBe(0);
      const note = await get('user', `${RELEASE_NOTES_PATHS.details}?path=kbtest-report-builder-2019-07`);
      expect(note.body).toMatchObject({ release: '2019.07', products: ['REPORT_BUILDER'] });
      expect((await t.app.inject({ method: 'GET', url: list, headers: { host: HOSTS.US } })).statusCode).toBe(401);
    });
  });
});
