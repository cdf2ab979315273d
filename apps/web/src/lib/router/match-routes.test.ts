import { describe, expect, it } from 'vitest';
import type { RouteObject } from './match-routes';
import { generatePath, matchRoutes, rankBranches } from './match-routes';

const root: RouteObject = { path: '/' };
const layout: RouteObject = {};
const home: RouteObject = { index: true };
const list: RouteObject = { path: 'support/trackTicket', caseSensitive: true };
const detail: RouteObject = { path: 'support/trackTicket/:ticketId', caseSensitive: true };
const loose: RouteObject = { path: 'help' };
const files: RouteObject = { path: 'files/*' };
const notFound: RouteObject = { path: '*' };
root.children = [{ ...layout, children: [home, list, detail, loose, files, notFound] }];
const branches = rankBranches([root]);

/** The routes a path matched, innermost last, and its params. */
function match(pathname: string) {
  const found = matchRoutes(branches, pathname);
  return found && { page: found.routes.at(-1), depth: found.routes.length, params: found.params };
}

describe('route matching', () => {
  it("matches '/' to the index route inside the root and its pathless layout", () => {
    const found = matchRoutes(branches, '/');
    expect(found?.routes).toHaveLength(3);
    expect(found?.routes[0]).toBe(root);
    expect(found?.routes[2]).toBe(home);
  });

  it('prefers a static path to a param, and a param to the catch-all', () => {
    expect(match('/support/trackTicket')?.page).toBe(list);
    expect(match('/support/trackTicket/INC-7')).toMatchObject({ page: detail, params: { ticketId: 'INC-7' } });
    expect(match('/support/trackTicket/INC-7/more')?.page).toBe(notFound);
    expect(match('/nowhere')).toMatchObject({ page: notFound, params: { '*': 'nowhere' } });
  });

  it('matches case-sensitively only the routes that ask for it', () => {
    expect(match('/support/tracktICKET')?.page).toBe(notFound);
    expect(match('/HELP')?.page).toBe(loose);
  });

  it('accepts a trailing slash and decodes params', () => {
    expect(match('/support/trackTicket/')?.page).toBe(list);
    expect(match('/support/trackTicket/a%20b')?.params.ticketId).toBe('a b');
    expect(match('/support/trackTicket/a%2Fb')).toMatchObject({ page: detail, params: { ticketId: 'a/b' } });
  });

  it("gives a splat route the rest of the path as '*'", () => {
    expect(match('/files/a/b.txt')).toMatchObject({ page: files, params: { '*': 'a/b.txt' } });
    expect(match('/files')).toMatchObject({ page: files, params: { '*': '' } });
  });

  it('keeps the declared order between siblings of equal rank', () => {
    const first: RouteObject = { path: '/same' };
    const second: RouteObject = { path: '/same' };
    expect(matchRoutes(rankBranches([first, second]), '/same')?.routes).toEqual([first]);
  });

  it('answers null when nothing matches, and rejects an absolute child outside its parent', () => {
    expect(matchRoutes(rankBranches([{ path: '/only' }]), '/other')).toBeNull();
    expect(() => rankBranches([{ path: '/a', children: [{ path: '/b' }] }])).toThrow('must start with');
    expect(matchRoutes(rankBranches([{ path: '/a', children: [{ path: '/a/b' }] }]), '/a/b')?.routes).toHaveLength(2);
  });
});

describe('generatePath', () => {
  it('fills and encodes params, and fills a splat', () => {
    expect(generatePath('/support/trackTicket/:ticketId', { ticketId: 'INC 1/2' })).toBe(
      '/support/trackTicket/INC%201%2F2',
    );
    expect(generatePath('/outbox/:messageId', { messageId: 42 })).toBe('/outbox/42');
    expect(generatePath('/files/*', { '*': 'a/b' })).toBe('/files/a/b');
  });

  it('throws when a param is missing', () => {
    expect(() => generatePath('/outbox/:messageId', {})).toThrow('Missing ":messageId" param');
  });
});
