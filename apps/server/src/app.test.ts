import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECT_UNDER_TEST, type TestApp } from './test/helper.js';

type OpenApiDocument = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { parameters?: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, unknown> }
    >
  >;
  components?: { securitySchemes?: Record<string, unknown> };
};

describe(`API documentation (${DIALECT_UNDER_TEST})`, () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is an OpenAPI 3 document without a session', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components?.securitySchemes).toHaveProperty('session');
  });

  it('lists the identity calls with their contract schemas', () => {
    const userContext = doc.paths['/api/v1/identity/user-context']?.get;
    expect(userContext).toBeDefined();
    expect(JSON.stringify(userContext!.responses['200'])).toContain('persona_access_codes');
    expect(userContext!.parameters?.map((p) => p.name)).toContain('permissions');

    const preferences = doc.paths['/api/users/{loginId}/preferences'];
    expect(Object.keys(preferences ?? {}).sort()).toEqual(['get', 'post']);
    expect(preferences!.get!.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'loginId', in: 'path' })]),
    );
    expect(JSON.stringify(preferences!.post!.requestBody)).toContain('"enum":["en-US","es-MX","fr-CA"]');
    expect(doc.paths['/api/v1/identity/sites/{site}']?.get).toBeDefined();
    expect(doc.paths['/api/analytics/events']?.post).toBeDefined();
  });

  it('documents sign-out and the reset link as POSTs; the link needs the current password', () => {
    expect(Object.keys(doc.paths['/api/logout'] ?? {})).toEqual(['post']);
    expect(doc.paths['/logout']).toBeUndefined();
    expect(Object.keys(doc.paths['/api/pwd-reset-link'] ?? {})).toEqual(['post']);
    expect(JSON.stringify(doc.paths['/api/pwd-reset-link']!.post!.requestBody)).toContain('"password"');
  });

  it('lists the app launcher calls with their parameters', () => {
    const tenantProducts = doc.paths['/api/v2/identity/tenants/{tenantId}/products']?.get;
    expect(tenantProducts?.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual([
      'path:tenantId',
      'query:associated_tenant_id',
    ]);
    expect(JSON.stringify(tenantProducts!.responses['200'])).toContain('hideWhenNoAccess');
    expect(doc.paths['/api/v2/identity/tenants/{tenantId}/fetch-active-partner-access-apps']?.post).toBeDefined();
    expect(doc.paths['/api/v1/products']?.get).toBeDefined();
    expect(doc.paths['/api/v1/products/restricted-launch-info']?.get).toBeDefined();
    expect(doc.paths['/api/v1/products/{code}/launches']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/api/v1/feature-flags']?.get).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/v1/feature-flags/{key}']?.put?.requestBody)).toContain('rollout_percent');
    expect(doc.paths['/api/ccm']?.get?.parameters?.map((p) => p.name)).toEqual(['names']);
    expect(doc.paths['/api/analyticsReports']?.get?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'locale', in: 'header' })]),
    );
  });

  it('leaves out the routes marked hidden', () => {
    expect(Object.keys(doc.paths)).not.toContain('/*');
    expect(Object.keys(doc.paths)).not.toContain('/api/docs');
    expect(Object.keys(doc.paths)).not.toContain('/api/page-assets/styles.css');
  });
});
