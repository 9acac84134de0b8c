import { CATEGORIES, type Category } from '@bolsos/contracts';
import sharp from 'sharp';
import type { DemoImageView, DemoPalette } from './demo-catalogue';
import { renderDemoProductSvg } from './demo-image';

const VIEWS: DemoImageView[] = ['front', 'side', 'detail'];
const PALETTE: DemoPalette = { primary: '#1f2a44', secondary: '#c9d3e0', accent: '#e0a030' };

async function rasterise(svg: string) {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return { png, metadata: await sharp(png).metadata(), stats: await sharp(png).stats() };
}

describe('renderDemoProductSvg', () => {
  const cases = CATEGORIES.flatMap((category) =>
    VIEWS.map((view) => [category, view] as [Category, DemoImageView]),
  );

  it.each(cases)('renders %s / %s as an SVG sharp can rasterise', async (category, view) => {
    const svg = renderDemoProductSvg(category, PALETTE, view);
    const { metadata, stats } = await rasterise(svg);
    expect(metadata.format).toBe('png');
    expect(metadata.width).toBe(1600);
    expect(metadata.height).toBe(1200);
    // A flat background alone would have almost no spread; the bag adds contrast.
    expect(stats.channels[0].stdev).toBeGreaterThan(10);
  });

  it.each([
    [800, 600],
    [400, 400],
    [1200, 1600],
  ])('honours the requested size %ix%i', async (width, height) => {
    const { metadata } = await rasterise(
      renderDemoProductSvg('tote_bags', PALETTE, 'front', width, height),
    );
    expect([metadata.width, metadata.height]).toEqual([width, height]);
  });

  it('is self-contained: no text, scripts, images or external references', () => {
    for (const [category, view] of cases) {
      const svg = renderDemoProductSvg(category, PALETTE, view);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/<(text|script|image|foreignObject|use)\b/);
      expect(svg).not.toMatch(/href=|url\((?!#)/);
      expect(svg.match(/http/g)).toHaveLength(1); // the xmlns only
    }
  });

  it('is deterministic', () => {
    expect(renderDemoProductSvg('crossbody', PALETTE, 'side')).toBe(
      renderDemoProductSvg('crossbody', PALETTE, 'side'),
    );
  });

  it('draws a different picture for each category and each view', () => {
    const svgs = cases.map(([category, view]) => renderDemoProductSvg(category, PALETTE, view));
    expect(new Set(svgs).size).toBe(cases.length);
  });

  it('draws different pixels for different categories', async () => {
    const raws = await Promise.all(
      CATEGORIES.map((category) =>
        sharp(Buffer.from(renderDemoProductSvg(category, PALETTE, 'front', 160, 120)))
          .raw()
          .toBuffer(),
      ),
    );
    for (let i = 0; i < raws.length; i++) {
      for (let j = i + 1; j < raws.length; j++) expect(raws[i].equals(raws[j])).toBe(false);
    }
  });

  it('uses the palette', () => {
    const svg = renderDemoProductSvg('backpacks', PALETTE, 'front');
    expect(svg).toContain('fill="#1f2a44"');
    expect(svg).toContain('#e0a030');
    const other = renderDemoProductSvg('backpacks', { ...PALETTE, primary: '#b91c1c' }, 'front');
    expect(other).toContain('fill="#b91c1c"');
    expect(other).not.toBe(svg);
  });

  it('accepts short hex colours and refuses anything that is not a colour', () => {
    expect(() =>
      renderDemoProductSvg(
        'crossbody',
        { primary: '#abc', secondary: '#fff', accent: '#000' },
        'front',
      ),
    ).not.toThrow();
    expect(() =>
      renderDemoProductSvg(
        'crossbody',
        { ...PALETTE, accent: '"/><script>alert(1)</script>' },
        'front',
      ),
    ).toThrow(TypeError);
    expect(() => renderDemoProductSvg('crossbody', PALETTE, 'front', 0, 100)).toThrow(RangeError);
    expect(() => renderDemoProductSvg('crossbody', PALETTE, 'front', 100.5, 100)).toThrow(
      RangeError,
    );
  });
});
