import { IDENTITY_PATHS } from '@portal/contract/identity';
import {
  LANDING_MORE,
  landingProductGroups,
  type LandingProductGroup,
  type LandingTexts,
} from '@portal/contract/landing';
import { LANDING_TEXTS as EN_US } from '@portal/contract/landing-texts/en-US';
import { LANDING_TEXTS as ES_MX } from '@portal/contract/landing-texts/es-MX';
import { LANDING_TEXTS as FR_CA } from '@portal/contract/landing-texts/fr-CA';
import type { Locale } from '@portal/contract/locale';
import { ROUTES } from '@portal/contract/routes';
import type { Market } from '@portal/contract/markets';
import { html, join, type SafeHtml } from '../../platform/html.js';
import { frame, type PageContext } from '../auth/auth.pages.js';
import { icon } from './landing.icons.js';

/** The landing's texts, one source with the web's catalogues (contract `landing-texts`). */
const TEXTS: Record<Locale, LandingTexts> = { 'en-US': EN_US, 'es-MX': ES_MX, 'fr-CA': FR_CA };

/** The sign-in page, returning to the apps afterwards (where the web's /login sends a visitor). */
export const LANDING_SIGN_IN_HREF = `${IDENTITY_PATHS.login}?lastUrl=${encodeURIComponent(ROUTES.apps)}`;

function productGroup(texts: LandingTexts, group: LandingProductGroup): SafeHtml {
  const headingId = `product-group-${group.id}`;
  const products = group.products.map((id) => {
    const product = texts.products[id];
    return html`<li><h4>${product.name}</h4><p class="muted">${product.description}</p></li>`;
  });
  const { title, description } = texts.groups[group.id];
  return html`<section class="group" aria-labelledby="${headingId}">
<div class="group-head">${icon(group.id)}<h3 id="${headingId}">${title}</h3></div>
<p class="muted">${description}</p><ul class="products">${products}</ul></section>`;
}

function body(texts: LandingTexts, market: Market): SafeHtml {
  const groups = join(
    landingProductGroups(market).map((group) => productGroup(texts, group)),
    html`\n`,
  );
  const more = LANDING_MORE.map((id) => html`<li>${icon(id)}<p>${texts.more[id]}</p></li>`);
  return html`<section class="hero" aria-labelledby="landing-heading"><div class="wrap">
<h1 id="landing-heading">${texts.heading}</h1>
<p class="lead">${texts.intro}</p>
<p>${texts.signInPrompt}</p>
<a class="button" href="${LANDING_SIGN_IN_HREF}">${texts.signIn}</a>
<p class="insights"><a href="${ROUTES.insightsArticles}">${texts.insightsLink}${icon('arrowForward', 'icon small')}</a></p>
</div></section>
<section class="wrap section" aria-labelledby="products-heading">
<h2 id="products-heading">${texts.productsHeading}</h2>
<div class="groups">${groups}</div></section>
<section class="wrap section more" aria-labelledby="more-heading">
<h2 id="more-heading" class="h5">${texts.more.heading}</h2>
<ul class="tiles">${more}</ul></section>`;
}

/**
 * The landing page as a visitor sees it, written by the server (decision record 033): the content of the web's
 * landing-page.tsx, in the page's language, with the market's products (landingProductGroups), inside the frame of
 * the sign-in pages, without any script.
 */
export function renderLandingPage(page: PageContext): string {
  const texts = TEXTS[page.locale];
  return frame({
    ...page,
    title: texts.pageTitle,
    description: texts.intro,
    body: body(texts, page.market),
    wide: true,
    headerLinks: [{ href: LANDING_SIGN_IN_HREF, label: texts.signIn }],
  });
}
