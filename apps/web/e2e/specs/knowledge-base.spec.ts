import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  expectAccessible,
  expectNothingWiderThanScrollContainer,
  launchBrowser,
  openAsUser,
  openDatabase,
  ORIGINS,
  SignedInPages,
} from '../fixtures.ts';

/**
 * Issue 29's journey: the content editor writes an article in English and Spanish and schedules it; once its time
 * has come (the schedule is moved into the past in the database: publication needs no job, a reader sees an article
 * from its publish_at on, decision record 058), a charter user finds it with a misspelt search and rates it, a
 * basic user cannot see it, and a user filing an incident is offered it. Release notes on US and not on MX; the
 * knowledge base's pages pass axe in the three languages and fit 320 px.
 */
const SLUG = `quarterly-scorecard-${Date.now().toString(36)}`;
const TITLE = 'Exporting the quarterly scorecard';
const SPANISH_TITLE = 'Exportar el scorecard trimestral';
const ARTICLE_PATH = `/knowledgeBase/article/content?contentId=${SLUG}`;

/** A datetime-local value two days from now in a time zone ('2026-12-02T09:30'). */
function inTwoDays(zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + 2 * 24 * 3600 * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** The article's time comes: its schedule moved an hour into the past, where a reader's query looks. */
function timePasses(slug: string): void {
  const db = openDatabase();
  try {
    const past = new Date(Date.now() - 3600 * 1000).toISOString();
    const { id } = db.prepare('SELECT id FROM kb_articles WHERE slug = ?').get(slug) as { id: number };
    db.prepare('UPDATE kb_articles SET publish_at = ? WHERE id = ?').run(past, id);
    db.prepare('UPDATE kb_search SET publish_at = ? WHERE article_id = ?').run(past, id);
  } finally {
    db.close();
  }
}

async function fillTranslation(page: Page, language: string, title: string, summary: string, body: string) {
  const panel = page.getByRole('region', { name: language, exact: true });
  await panel.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await panel.getByRole('textbox', { name: 'Summary', exact: true }).fill(summary);
  await panel.getByRole('textbox', { name: 'Body (Markdown)', exact: true }).fill(body);
  return panel;
}

describe('the knowledge base, from the editor to the reader', () => {
  let browser: Browser;
  // The readers sign in once each: user, user.ca and user.mx are read in two tests each.
  const signedIn = new SignedInPages(() => browser);
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await signedIn.closeAll();
    await browser.close();
  });

  it('an editor writes an article in two languages and schedules it; readers see it once its time has come', async () => {
    // The editor: a new draft, its Spanish beside the English, previewed and saved, then scheduled.
    const { context: editorContext, page: editor } = await openAsUser(browser, 'editor', '/knowledgeBase/authoring');
    await editor.getByRole('heading', { level: 1, name: 'Knowledge base authoring' }).waitFor();
    await editor.getByRole('button', { name: 'New article' }).click();
    const dialog = editor.getByRole('dialog', { name: 'New article' });
    await dialog.getByLabel('Topic').locator('option[value="support"]').waitFor({ state: 'attached' });
    await dialog.getByLabel('Topic').selectOption('support');
    await dialog.getByRole('textbox', { name: /^Path/ }).fill(SLUG);
    await dialog.getByRole('textbox', { name: /^Title \(English\)/ }).fill(TITLE);
    await dialog.getByRole('textbox', { name: /^Summary/ }).fill('How to export the quarterly scorecard to Excel.');
    await dialog
      .getByRole('textbox', { name: /^Body/ })
      .fill('## Steps\n\nOpen the scorecard, choose **Download Excel** and wait for the file.');
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await editor.waitForURL((url) => /^\/knowledgeBase\/authoring\/\d+$/.test(url.pathname));

    const spanish = await fillTranslation(
      editor,
      'Spanish (Mexico)',
      SPANISH_TITLE,
      'Cómo exportar el scorecard trimestral a Excel.',
      '## Pasos\n\nAbre el scorecard, elige **Descargar Excel** y espera el archivo.',
    );
    await spanish.getByRole('button', { name: 'Preview Spanish (Mexico)' }).click();
    await spanish
      .getByRole('region', { name: 'Preview of the Spanish (Mexico) body' })
      .getByRole('heading', { name: 'Pasos' })
      .waitFor();
    await spanish.getByRole('button', { name: 'Save Spanish (Mexico)' }).click();
    await spanish.getByText('Saved as a draft.').waitFor();

    const publication = editor.getByRole('region', { name: 'Publication' });
    const zone = (await publication.getByText(/^Time zone: /).innerText()).replace('Time zone: ', '').trim();
    await publication.getByLabel('Publish at').fill(inTwoDays(zone));
    await publication.getByRole('button', { name: 'Schedule' }).click();
    await publication.getByText(/^Scheduled to be published /).waitFor();
    await expectAccessible(editor, 'the article editor');
    await editor.setViewportSize({ width: 320, height: 800 });
    await expectNothingWiderThanScrollContainer(editor, 'the article editor at 320 px');
    await editor.setViewportSize({ width: 1280, height: 900 });

    // Until its time, readers do not find it.
    const reader = await signedIn.open('user', '/knowledgeBase/search?q=scorecrd');
    await reader.getByText('No results found for “scorecrd”').waitFor();

    timePasses(SLUG);

    // A charter user finds it by a misspelt search, reads it and says it helped.
    await reader.reload();
    const results = reader.getByRole('list', { name: 'Search results' });
    await results.getByRole('link', { name: TITLE }).click();
    await reader.waitForURL((url) => url.searchParams.get('contentId') === SLUG);
    const article = reader.getByRole('article', { name: TITLE });
    await article.getByRole('heading', { level: 2, name: 'Steps' }).waitFor();
    const helpful = reader.getByRole('region', { name: 'Was this helpful?' });
    await helpful.getByRole('button', { name: 'Yes' }).click();
    await helpful.getByText('You said this article was helpful.').waitFor();
    assert.equal(await helpful.getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed'), 'true');
    await expectAccessible(reader, 'the article in English');

    // On a phone, nothing is wider than the screen: the article, the search, the landing and a topic.
    await reader.setViewportSize({ width: 320, height: 800 });
    await expectNothingWiderThanScrollContainer(reader, 'the article at 320 px');
    for (const [path, list] of [
      ['/knowledgeBase/search?q=scorecrd', 'Search results'],
      ['/knowledgeBase/home', 'Top articles'],
      ['/knowledgeBase/articles?topic=support', 'Articles about Support'],
    ] as const) {
      await reader.goto(`${ORIGINS.US}${path}`);
      await reader.getByRole('list', { name: list }).getByRole('link').first().waitFor();
      await expectNothingWiderThanScrollContainer(reader, `${path} at 320 px`);
    }

    // While filing an incident, the same user is offered it (debounced), opening in a new tab.
    await reader.setViewportSize({ width: 1280, height: 900 });
    await reader.goto(`${ORIGINS.US}/support/ticketCreation`);
    await reader.getByLabel(/^Describe the situation/).fill('The quarterly scorecard export does not finish');
    const suggestions = reader.getByRole('region', { name: 'Articles that may answer your question' });
    const suggested = suggestions.getByRole('link', { name: new RegExp(TITLE) });
    await suggested.waitFor();
    assert.equal(await suggested.getAttribute('target'), '_blank');
    assert.equal(await suggested.getAttribute('href'), ARTICLE_PATH);

    // The editor sees the answer counted for English.
    await editor.reload();
    await editor
      .getByRole('region', { name: 'Was this helpful? answers' })
      .getByRole('row', { name: /English \(US\) 1 0/ })
      .waitFor();
    await editorContext.close();

    // In French it is not written: a reader on CA gets the English, with a notice saying why.
    const ca = await signedIn.open('user.ca', ARTICLE_PATH, 'CA');
    await ca.getByRole('article', { name: TITLE }).waitFor();
    await ca
      .getByText('Cet article est affiché en anglais, car il n’a pas encore été traduit dans votre langue.')
      .waitFor();
    await expectAccessible(ca, 'the article in English on CA, with the French notice');

    // A basic user does not find it, and cannot open it.
    const { context: basicContext, page: basic } = await openAsUser(
      browser,
      'basic',
      '/knowledgeBase/search?q=scorecrd',
    );
    await basic.getByText('No results found for “scorecrd”').waitFor();
    await basic.goto(`${ORIGINS.US}/knowledgeBase/basic/article?contentId=${SLUG}`);
    await basic.waitForURL((url) => url.pathname === '/knowledgeBase/basic');
    await basic.goto(`${ORIGINS.US}${ARTICLE_PATH}`);
    await basic.waitForURL((url) => url.pathname === '/noAccess');
    await basicContext.close();
  });

  it('reads the knowledge base in Spanish on MX and in French on CA, axe clean', async () => {
    const mxPage = await signedIn.open('user.mx', '/knowledgeBase/home', 'MX');
    await mxPage.getByRole('heading', { level: 1, name: 'Base de conocimientos' }).waitFor();
    await mxPage.getByRole('list', { name: 'Artículos principales' }).getByRole('link').first().waitFor();
    await expectAccessible(mxPage, '/knowledgeBase/home in es-MX');
    await mxPage.goto(`${ORIGINS.MX}/knowledgeBase/search?q=contrasena`);
    await mxPage.getByRole('list', { name: 'Resultados de la búsqueda' }).getByRole('link').first().waitFor();
    await expectAccessible(mxPage, '/knowledgeBase/search in es-MX');

    const caPage = await signedIn.open('user.ca', '/knowledgeBase/home', 'CA');
    await caPage.getByRole('heading', { level: 1, name: 'Base de connaissances' }).waitFor();
    await caPage.getByRole('list', { name: 'Articles populaires' }).getByRole('link').first().click();
    await caPage.getByRole('article').getByRole('heading', { level: 1 }).waitFor();
    await caPage.getByRole('region', { name: 'Cet article vous a-t-il été utile?' }).waitFor();
    await expectAccessible(caPage, 'an article in fr-CA');
  });

  it("offers release notes on US and not on MX; the data dictionary's Learn more opens its article", async () => {
    const page = await signedIn.open('user', '/releaseNotes');
    await page.getByRole('banner').getByRole('button', { name: 'Resources' }).click();
    const resources = page.getByRole('menu', { name: 'Resources' });
    await resources.getByRole('menuitem', { name: 'Knowledge base' }).waitFor();
    assert.equal(await resources.getByRole('menuitem', { name: 'Release notes' }).getAttribute('aria-current'), 'page');
    await page.keyboard.press('Escape');
    await resources.waitFor({ state: 'detached' });
    const notes = page.getByRole('list', { name: 'Release notes' });
    await notes.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === '/releaseNotes/article');
    await page.getByRole('article').getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, 'a release note');

    // The data dictionary's 'Learn more' opens the knowledge base's article about it.
    await page.goto(`${ORIGINS.US}/dataDictionary`);
    await page.getByRole('main').getByRole('link', { name: 'Learn more', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/knowledgeBase/article/content');
    assert.equal(new URL(page.url()).searchParams.get('contentId'), 'data-dictionary');
    await page.getByRole('article').getByRole('heading', { level: 1 }).waitFor();

    const mxPage = await signedIn.open('user.mx', '/apps', 'MX');
    // The header's Resources menu offers the knowledge base, not the release notes.
    await mxPage.getByRole('banner').getByRole('button', { name: 'Recursos' }).click();
    const mxResources = mxPage.getByRole('menu', { name: 'Recursos' });
    await mxResources.getByRole('menuitem', { name: 'Base de conocimientos' }).waitFor();
    assert.equal(await mxResources.getByRole('menuitem', { name: 'Notas de versión' }).count(), 0);
    await mxPage.keyboard.press('Escape');
    await mxPage.goto(`${ORIGINS.MX}/releaseNotes`);
    await mxPage.getByRole('heading', { name: 'No pudimos encontrar esa página…' }).waitFor();
    assert.equal(await mxPage.getByRole('list', { name: 'Notas de versión' }).count(), 0);
  });
});
