import { initI18n } from '@bolsos/i18n';
import { render, screen } from '@testing-library/react';
import { RemoteBoundary } from './remote-boundary';

function Broken(): never {
  throw new Error('ChunkLoadError: Loading chunk 42 failed');
}

describe('RemoteBoundary', () => {
  beforeAll(() => initI18n('en'));
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders its children when nothing fails', () => {
    render(
      <RemoteBoundary name="storefront" resetKey="/">
        <p>home</p>
      </RemoteBoundary>,
    );
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error card instead of a failing remote, without the raw error', () => {
    render(
      <RemoteBoundary name="storefront" resetKey="/">
        <Broken />
      </RemoteBoundary>,
    );
    const card = screen.getByRole('alert');
    expect(card).toHaveTextContent('An error occurred while loading the page.');
    expect(card).not.toHaveTextContent('ChunkLoadError');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      '"storefront" failed to load or render',
      expect.any(Error),
      expect.any(String),
    );
  });

  it('keeps the failure inside the boundary: siblings still render', () => {
    render(
      <>
        <nav>menu</nav>
        <RemoteBoundary name="adminUsers" resetKey="/admin/users">
          <Broken />
        </RemoteBoundary>
      </>,
    );
    expect(screen.getByText('menu')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('forgets the error when the path changes', () => {
    const { rerender } = render(
      <RemoteBoundary name="storefront" resetKey="/a">
        <Broken />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <RemoteBoundary name="storefront" resetKey="/b">
        <p>page b</p>
      </RemoteBoundary>,
    );
    expect(screen.getByText('page b')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
