import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clientRoutes, isClientRoute } from '@/api/contract/client-routes';
import { routes } from './router';

/** Every full path the router declares (index routes take their parent's path; '*' is left out). */
function routerPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((r) => {
    if (r.path === '*') return [];
    const here = r.path ? `${parent}/${r.path}`.replace(/\/+/g, '/') : parent;
    const own = r.index || (r.path && (r.element || r.Component)) ? [here || '/'] : [];
    return [...own, ...routerPaths(r.children ?? [], here)];
  });
}

describe('the client routes shared with the server', () => {
  it('are exactly the routes of the router', () => {
    const declared = new Set(
      routerPaths(routes).map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p)),
    );
    expect([...declared].sort()).toEqual([...new Set(clientRoutes)].sort());
  });

  it('match paths with their parameters, and nothing else', () => {
    expect(isClientRoute('/')).toBe(true);
    expect(isClientRoute('/pro/projects/abc/files/def')).toBe(true);
    expect(isClientRoute('/pro/shared-with-me')).toBe(true);
    expect(isClientRoute('/pro/shared-with-me/f1')).toBe(true);
    expect(isClientRoute('/login/')).toBe(true);
    expect(isClientRoute('/no/such/page')).toBe(false);
    expect(isClientRoute('/pro/projects/abc/files')).toBe(false);
    expect(isClientRoute('/robots.txt')).toBe(false);
    expect(isClientRoute('/%E0%A4%A')).toBe(false);
  });
});
