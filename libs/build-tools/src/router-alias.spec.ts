import { existsSync } from 'node:fs';
import { reactRouterProductionAlias } from './router-alias';

describe('reactRouterProductionAlias', () => {
  it('points react-router at its production build in production', () => {
    const alias = reactRouterProductionAlias('production');
    expect(Object.keys(alias)).toEqual(['react-router$']);
    expect(alias['react-router$']).toMatch(/react-router[/\\]dist[/\\]production[/\\]index\.mjs$/);
    expect(existsSync(alias['react-router$'])).toBe(true);
  });

  it('leaves development builds alone', () => {
    expect(reactRouterProductionAlias('development')).toEqual({});
    expect(reactRouterProductionAlias(undefined)).toEqual({});
  });
});
