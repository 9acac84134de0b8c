import { sourceMapOutput } from './source-maps';

describe('sourceMapOutput', () => {
  it('leaves Rsbuild its defaults unless BUILD_SOURCE_MAPS is set', () => {
    expect(sourceMapOutput({})).toEqual({});
    expect(sourceMapOutput({ BUILD_SOURCE_MAPS: '' })).toEqual({});
  });

  it('writes maps the scripts do not point at for BUILD_SOURCE_MAPS=hidden', () => {
    expect(sourceMapOutput({ BUILD_SOURCE_MAPS: 'hidden' })).toEqual({
      sourceMap: { js: 'hidden-source-map', css: false },
    });
  });

  it('refuses any other value rather than publish maps by mistake', () => {
    expect(() => sourceMapOutput({ BUILD_SOURCE_MAPS: 'true' })).toThrow(
      'BUILD_SOURCE_MAPS must be "hidden" or unset (got "true")',
    );
  });
});
