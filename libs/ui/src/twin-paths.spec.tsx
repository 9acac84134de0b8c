import { act, render, screen } from '@testing-library/react';
import {
  clearTwinPaths,
  getTwinPaths,
  normalizePathname,
  setTwinPaths,
  useRegisterTwinPaths,
  useTwinPaths,
  type TwinPaths,
} from './twin-paths';

const PRODUCT: TwinPaths = {
  es: '/productos/mochilas/mochila-boquete',
  en: '/en/products/backpacks/boquete-backpack',
  zh: '/zh/产品/双肩包/博克特双肩包',
};

function Switcher({ pathname }: { pathname: string }) {
  const twins = useTwinPaths(pathname);
  return <p>{twins?.en ?? 'no twins'}</p>;
}

function ProductPage({ pathname, paths }: { pathname: string; paths?: TwinPaths }) {
  useRegisterTwinPaths(pathname, paths);
  return null;
}

describe('twin paths', () => {
  afterEach(() => act(() => clearTwinPaths(PRODUCT.es as string)));

  it('normalizes encoding and trailing slashes', () => {
    expect(normalizePathname('/zh/%E4%BA%A7%E5%93%81/')).toBe('/zh/产品');
    expect(normalizePathname('/')).toBe('/');
    expect(normalizePathname('/en/contact?x=1#top')).toBe('/en/contact');
    expect(normalizePathname('/%E0%A4%A')).toBe('/%E0%A4%A');
  });

  it('answers only for the page that registered', () => {
    setTwinPaths('/productos/mochilas/mochila-boquete/', PRODUCT);
    expect(getTwinPaths('/productos/mochilas/mochila-boquete')).toEqual(PRODUCT);
    expect(getTwinPaths('/productos')).toBeUndefined();
    clearTwinPaths('/productos');
    expect(getTwinPaths('/productos/mochilas/mochila-boquete')).toEqual(PRODUCT);
    clearTwinPaths('/productos/mochilas/mochila-boquete');
    expect(getTwinPaths('/productos/mochilas/mochila-boquete')).toBeUndefined();
  });

  it('lets a page register its twins while mounted and tells the switcher', () => {
    const path = PRODUCT.es as string;
    const { rerender } = render(
      <>
        <ProductPage pathname={path} />
        <Switcher pathname={path} />
      </>,
    );
    expect(screen.getByText('no twins')).toBeInTheDocument();
    rerender(
      <>
        <ProductPage pathname={path} paths={PRODUCT} />
        <Switcher pathname={path} />
      </>,
    );
    expect(screen.getByText(PRODUCT.en as string)).toBeInTheDocument();
    rerender(<Switcher pathname={path} />);
    expect(screen.getByText('no twins')).toBeInTheDocument();
  });

  it('ignores a registration for another page', () => {
    render(<Switcher pathname="/productos" />);
    act(() => setTwinPaths(PRODUCT.es as string, PRODUCT));
    expect(screen.getByText('no twins')).toBeInTheDocument();
  });
});
