import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { superAdmin } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { authoringArticle, editor, FIRST_PAINT, setUpKb } from './kb.fixtures';

const LIST = 'GET /api/kb/authoring/articles';
const ARTICLE = 'GET /api/kb/authoring/articles/7';
const TOPICS = { body: { topics: [{ slug: 'sign-in', title: 'Signing in' }] } };
const rows = { body: { items: [authoringArticle()], total: 1, page: 0, size: 20 } };

describe('/knowledgeBase/authoring', () => {
  it('is refused to users without UPDATE KNOWLEDGE_BASE', async () => {
    const { router, fetchMock } = setUpKb('/knowledgeBase/authoring');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accessDenied'), FIRST_PAINT);
    expect(callsTo(fetchMock, LIST)).toHaveLength(0);
  });

  it('lists the articles in every state and filters them by folder and state through the URL', async () => {
    const { fetchMock, user, router } = setUpKb('/knowledgeBase/authoring', { [LIST]: rows }, { user: editor() });
    const list = await screen.findByRole('list', { name: 'Articles' }, FIRST_PAINT);
    expect(within(list).getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/knowledgeBase/authoring/7',
    );
    expect(list).toHaveTextContent(/Draft.*Charter knowledge base.*Written in: English \(US\)/);
    await user.selectOptions(screen.getByLabelText('State'), 'SCHEDULED');
    await waitFor(() => expect(router.state.location.search).toBe('?state=SCHEDULED'));
    await user.selectOptions(screen.getByLabelText('Folder'), 'basic');
    await waitFor(() => expect(callsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('folder')).toBe('basic'));
    expect(callsTo(fetchMock, LIST).at(-1)!.url.searchParams.get('state')).toBe('SCHEDULED');
  });

  it('creates a draft and opens it', async () => {
    const { fetchMock, user, router } = setUpKb(
      '/knowledgeBase/authoring',
      {
        [LIST]: rows,
        'GET /api/kb/authoring/topics': TOPICS,
        'POST /api/kb/authoring/articles': { status: 201, body: authoringArticle({ id: 9 }) },
        'GET /api/kb/authoring/articles/9': { body: authoringArticle({ id: 9 }) },
      },
      {
        user: superAdmin({
          acting_tenant: null,
          authz: { group: 'Super Admin', permissions: [{ action: 'UPDATE', resource: 'KNOWLEDGE_BASE' }] },
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'New article' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: 'New article' });
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    expect(within(dialog).getAllByText('This field is required.').length).toBeGreaterThan(0);
    await within(dialog).findByRole('option', { name: 'Signing in' });
    await user.selectOptions(within(dialog).getByLabelText('Topic'), 'sign-in');
    await user.click(within(dialog).getByRole('textbox', { name: /Path/ }));
    await user.paste('export-a-report');
    await user.click(within(dialog).getByRole('textbox', { name: /Title \(English\)/ }));
    await user.paste('Export a report');
    await user.click(within(dialog).getByRole('textbox', { name: /Summary/ }));
    await user.paste('Download a report as Excel.');
    await user.click(within(dialog).getByRole('textbox', { name: /Body/ }));
    await user.paste('Choose **Download Excel**.');
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/knowledgeBase/authoring/9'));
    expect(callsTo(fetchMock, 'POST /api/kb/authoring/articles')[0]!.body).toMatchObject({
      folder: 'charter',
      topic: 'sign-in',
      slug: 'export-a-report',
      translation: {
        title: 'Export a report',
        summary: 'Download a report as Excel.',
        body: 'Choose **Download Excel**.',
      },
    });
  });
});

describe('/knowledgeBase/authoring/:articleId', () => {
  it('writes a translation beside the English one, previews it, schedules and publishes', async () => {
    const translated = authoringArticle({
      locales: ['en-US', 'es-MX'],
      translations: [
        ...authoringArticle().translations,
        {
          locale: 'es-MX',
          title: 'Restablece tu contraseña',
          summary: 'Cómo elegir una contraseña nueva.',
          body: '## Pasos',
          html: '<h2>Pasos</h2>',
          updatedAt: '2026-11-03T16:00:00.000Z',
          updatedBy: 'editor',
        },
      ],
    });
    const { fetchMock, user } = setUpKb(
      '/knowledgeBase/authoring/7',
      {
        [ARTICLE]: { body: authoringArticle() },
        'GET /api/kb/authoring/topics': TOPICS,
        'POST /api/kb/authoring/preview': {
          body: { html: '<h2>Pasos</h2><p>Elige <strong>Olvidé mi contraseña</strong>.</p>' },
        },
        'PUT /api/kb/authoring/articles/7/translations/es-MX': { body: translated },
        'POST /api/kb/authoring/articles/7/schedule': {
          body: { ...translated, state: 'SCHEDULED', publishAt: '2026-12-01T15:00:00.000Z' },
        },
        'POST /api/kb/authoring/articles/7/publish': { body: { ...translated, state: 'PUBLISHED' } },
      },
      { user: editor() },
    );
    const spanish = await screen.findByRole('region', { name: 'Spanish (Mexico)' }, FIRST_PAINT);
    const english = screen.getByRole('region', { name: 'English (US)' });
    expect(within(english).getByRole('textbox', { name: 'Title' })).toHaveValue('Reset your password');
    expect(spanish).toHaveTextContent('Not written yet');

    await user.type(within(spanish).getByRole('textbox', { name: 'Title' }), 'Restablece tu contraseña');
    await user.type(within(spanish).getByRole('textbox', { name: 'Summary' }), 'Cómo elegir una contraseña nueva.');
    await user.type(within(spanish).getByRole('textbox', { name: 'Body (Markdown)' }), '## Pasos');
    await user.click(within(spanish).getByRole('button', { name: 'Preview Spanish (Mexico)' }));
    const preview = await within(spanish).findByRole('region', { name: 'Preview of the Spanish (Mexico) body' });
    expect(within(preview).getByRole('heading', { name: 'Pasos' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/kb/authoring/preview')[0]!.body).toEqual({ markdown: '## Pasos' });

    await user.click(within(spanish).getByRole('button', { name: 'Save Spanish (Mexico)' }));
    expect(await within(spanish).findByText('Saved as a draft.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/kb/authoring/articles/7/translations/es-MX')[0]!.body).toEqual({
      title: 'Restablece tu contraseña',
      summary: 'Cómo elegir una contraseña nueva.',
      body: '## Pasos',
    });

    const publication = screen.getByRole('region', { name: 'Publication' });
    await user.type(within(publication).getByLabelText('Publish at'), '2026-12-01T09:00');
    await user.click(within(publication).getByRole('button', { name: 'Schedule' }));
    // 09:00 in the user's America/Chicago is 15:00 UTC.
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/kb/authoring/articles/7/schedule')[0]?.body).toEqual({
        publishAt: '2026-12-01T15:00:00.000Z',
      }),
    );
    expect(
      await within(screen.getByRole('region', { name: 'Publication' })).findByText(/Scheduled to be published/),
    ).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('region', { name: 'Publication' })).getByRole('button', { name: 'Publish now' }),
    );
    expect(await screen.findByText('Published: readers see it.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Was this helpful? answers' })).toHaveTextContent(
      /English \(US\)41.*Opened from the support form’s suggestions: 3/,
    );
  });

  it('stores an image and adds it to the end of the body', async () => {
    const { fetchMock, user } = setUpKb(
      '/knowledgeBase/authoring/7',
      {
        [ARTICLE]: { body: authoringArticle() },
        'GET /api/kb/authoring/topics': TOPICS,
        'POST /api/kb/authoring/images': { status: 201, body: { url: '/api/kb/images/4f1c' } },
      },
      { user: editor() },
    );
    const english = await screen.findByRole('region', { name: 'English (US)' }, FIRST_PAINT);
    const body = within(english).getByRole('textbox', { name: 'Body (Markdown)' });
    const before = (body as HTMLTextAreaElement).value;
    const input = english.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input).toHaveAccessibleDescription('PNG, JPEG, GIF or WebP, up to 2 MB. It goes at the end of the body.');
    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'sign-in screen.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(body).toHaveValue(`${before.trimEnd()}\n\n![sign-in screen](/api/kb/images/4f1c)\n`));
    expect(callsTo(fetchMock, 'POST /api/kb/authoring/images')).toHaveLength(1);
  });

  it('archives only after confirmation', async () => {
    const { fetchMock, user } = setUpKb(
      '/knowledgeBase/authoring/7',
      {
        [ARTICLE]: { body: authoringArticle({ state: 'PUBLISHED' }) },
        'GET /api/kb/authoring/topics': TOPICS,
        'POST /api/kb/authoring/articles/7/archive': { body: authoringArticle({ state: 'ARCHIVED' }) },
      },
      { user: editor() },
    );
    const publication = await screen.findByRole('region', { name: 'Publication' }, FIRST_PAINT);
    await user.click(within(publication).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this article?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /api/kb/authoring/articles/7/archive')).toHaveLength(0);
    await user.click(within(publication).getByRole('button', { name: 'Archive' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Archive this article?' })).getByRole('button', {
        name: 'Archive',
      }),
    );
    expect(await screen.findByText('Archived: readers no longer see it.')).toBeInTheDocument();
  });
});
