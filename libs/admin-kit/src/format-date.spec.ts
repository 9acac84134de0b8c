import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes the date the way each language does', () => {
    const iso = '2026-03-05T12:00:00Z';
    expect(formatDate(iso, 'en')).toBe('Mar 5, 2026');
    expect(formatDate(iso, 'es')).toBe('5 mar 2026');
    expect(formatDate(iso, 'zh')).toBe('2026年3月5日');
  });

  it('gives an empty string for a value that is not a date', () => {
    expect(formatDate('soon', 'en')).toBe('');
  });
});
