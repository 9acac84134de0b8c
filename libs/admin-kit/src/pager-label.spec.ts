import { createI18n } from '@bolsos/i18n';
import { pagerLabel, pagerLabelParams } from './pager-label';

const meta = { total: 42, page: 3, per_page: 20, from: 41, to: 42 };

describe('pagerLabel', () => {
  it('reads first, last and total from the API meta', () => {
    expect(pagerLabelParams(meta)).toEqual({ first: 41, last: 42, totalRecords: 42 });
  });

  it("formats '{first}-{last} of {totalRecords}' in each language", () => {
    expect(pagerLabel(meta, createI18n('en').t)).toBe('41-42 of 42');
    expect(pagerLabel(meta, createI18n('es').t)).toBe('41-42 de 42');
    expect(pagerLabel(meta, createI18n('zh').t)).toBe('第 41-42 条，共 42 条');
  });

  it('says 0-0 of 0 for an empty result', () => {
    expect(
      pagerLabel({ total: 0, page: 1, per_page: 20, from: 0, to: 0 }, createI18n('en').t),
    ).toBe('0-0 of 0');
  });
});
