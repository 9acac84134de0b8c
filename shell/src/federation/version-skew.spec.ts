import { describeVersionSkew, findVersionSkew } from './version-skew';

// As the MF runtime (runtime-core 2.9) words it, behind its "[ Federation Runtime ]" prefix.
const RUNTIME_MESSAGE =
  '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @bolsos/i18n ' +
  'does not satisfy the requirement of adminUsers which needs ^2.0.0)';

describe('findVersionSkew', () => {
  it('reads the lib, both versions and both apps from the runtime’s refusal', () => {
    expect(findVersionSkew(new Error(RUNTIME_MESSAGE), 'adminUsers')).toEqual({
      remote: 'adminUsers',
      lib: '@bolsos/i18n',
      provided: '1.0.0',
      providedBy: 'shell',
      required: '^2.0.0',
      requiredBy: 'adminUsers',
    });
  });

  it('finds it in a cause chain (the shell wraps load failures)', () => {
    const wrapped = new Error('Remote "adminUsers" could not be loaded', {
      cause: new Error('chunk failed', { cause: new Error(RUNTIME_MESSAGE) }),
    });
    expect(findVersionSkew(wrapped, 'adminUsers')?.lib).toBe('@bolsos/i18n');
  });

  it('is null for any other failure', () => {
    expect(findVersionSkew(new Error('Loading chunk 12 failed'), 'x')).toBeNull();
    expect(findVersionSkew(undefined, 'x')).toBeNull();
    expect(findVersionSkew('RUNTIME-008', 'x')).toBeNull();
  });

  it('describes it naming the remote and both versions', () => {
    const text = describeVersionSkew(findVersionSkew(RUNTIME_MESSAGE, 'adminUsers')!);
    expect(text).toContain('"adminUsers"');
    expect(text).toContain('@bolsos/i18n ^2.0.0');
    expect(text).toContain('@bolsos/i18n 1.0.0');
  });
});
