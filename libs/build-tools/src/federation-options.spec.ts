import { SHARED_PACKAGES, SHARED_WORKSPACE_LIBS, createSharedConfig } from './federation-options';

describe('createSharedConfig', () => {
  const shared = createSharedConfig();

  it('shares the router through @bolsos/router, never all of react-router', () => {
    expect(shared['react-router']).toBeUndefined();
    expect(SHARED_PACKAGES).not.toContain('react-router');
    expect(shared['@bolsos/router']).toEqual({
      singleton: true,
      eager: false,
      requiredVersion: '^0.1.0',
    });
  });

  it('makes every stateful package and workspace lib a lazy singleton', () => {
    expect(Object.keys(shared).sort()).toEqual(
      [...SHARED_PACKAGES, ...SHARED_WORKSPACE_LIBS].sort(),
    );
    expect(shared['react']).toEqual({
      singleton: true,
      eager: false,
      requiredVersion: expect.stringMatching(/^\^19\./),
    });
    for (const name of SHARED_WORKSPACE_LIBS) {
      expect(shared[name]).toMatchObject({ singleton: true, eager: false });
      expect(shared[name].requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
  });
});
