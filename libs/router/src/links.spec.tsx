import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, NavLink, Route, Routes, useLocation, useNavigate } from './index';

let history: { pathname: string; search: string; hash: string; state: unknown }[] = [];

/** Records every location the router shows, and offers a "back" button. */
function Recorder() {
  const location = useLocation();
  const navigate = useNavigate();
  history.push(location);
  return (
    <>
      <output>{`${location.pathname}${location.search}${location.hash}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

function at(path: string, children: ReactNode) {
  history = [];
  return render(
    <MemoryRouter initialEntries={['/before', path]}>
      {children}
      <Recorder />
    </MemoryRouter>,
  );
}

const where = () => screen.getByRole('status').textContent;

describe('<Link>', () => {
  it('renders an href and navigates on a plain left click, with state', () => {
    at(
      '/list',
      <Link to="/bags/tote?size=m#photos" state={{ from: 'list' }}>
        tote
      </Link>,
    );
    const link = screen.getByText('tote');
    expect(link).toHaveAttribute('href', '/bags/tote?size=m#photos');
    const click = fireEvent.click(link);
    expect(click).toBe(false); // default prevented: no page load
    expect(where()).toBe('/bags/tote?size=m#photos');
    expect(history.at(-1)?.state).toEqual({ from: 'list' });
    fireEvent.click(screen.getByText('back'));
    expect(where()).toBe('/list');
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, init) => {
    at('/list', <Link to="/bags">bags</Link>);
    expect(fireEvent.click(screen.getByText('bags'), init)).toBe(true);
    expect(where()).toBe('/list');
  });

  it('leaves target=_blank and reloadDocument to the browser, follows target=_self', () => {
    at(
      '/list',
      <>
        <Link to="/a" target="_blank">
          blank
        </Link>
        <Link to="/b" reloadDocument>
          reload
        </Link>
        <Link to="/c" target="_self">
          self
        </Link>
      </>,
    );
    expect(fireEvent.click(screen.getByText('blank'))).toBe(true);
    expect(fireEvent.click(screen.getByText('reload'))).toBe(true);
    expect(where()).toBe('/list');
    fireEvent.click(screen.getByText('self'));
    expect(where()).toBe('/c');
  });

  it('calls onClick first, and lets it cancel the navigation', () => {
    const seen: string[] = [];
    at(
      '/list',
      <>
        <Link to="/a" onClick={() => seen.push('a')}>
          a
        </Link>
        <Link to="/b" onClick={(event) => event.preventDefault()}>
          b
        </Link>
      </>,
    );
    fireEvent.click(screen.getByText('b'));
    expect(where()).toBe('/list');
    fireEvent.click(screen.getByText('a'));
    expect(seen).toEqual(['a']);
    expect(where()).toBe('/a');
  });

  it('does not handle a link out of the app', () => {
    at('/list', <Link to="https://example.com/x">out</Link>);
    expect(screen.getByText('out')).toHaveAttribute('href', 'https://example.com/x');
    expect(fireEvent.click(screen.getByText('out'))).toBe(true);
  });

  it('takes an object `to`, keeping the pathname when it has none', () => {
    at(
      '/list?page=1',
      <>
        <Link to={{ search: '?page=2' }}>next</Link>
        <Link to={{ pathname: '/bags', hash: 'top' }}>bags</Link>
      </>,
    );
    expect(screen.getByText('next')).toHaveAttribute('href', '/list?page=2');
    expect(screen.getByText('bags')).toHaveAttribute('href', '/bags#top');
    fireEvent.click(screen.getByText('next'));
    expect(where()).toBe('/list?page=2');
  });

  it('replaces the entry when it points at the current location, pushes otherwise', () => {
    at(
      '/list',
      <>
        <Link to="/list">same</Link>
        <Link to="/other">other</Link>
      </>,
    );
    fireEvent.click(screen.getByText('other'));
    fireEvent.click(screen.getByText('back'));
    expect(where()).toBe('/list');
    fireEvent.click(screen.getByText('same'));
    fireEvent.click(screen.getByText('back'));
    expect(where()).toBe('/before');
  });

  it('replaces when told to', () => {
    at(
      '/list',
      <Link to="/other" replace>
        other
      </Link>,
    );
    fireEvent.click(screen.getByText('other'));
    expect(where()).toBe('/other');
    fireEvent.click(screen.getByText('back'));
    expect(where()).toBe('/before');
  });
});

describe('<NavLink>', () => {
  function Nav() {
    return (
      <nav>
        <NavLink to="/" end>
          home
        </NavLink>
        <NavLink to="/bolsos" className="item">
          bags
        </NavLink>
        <NavLink to="/bolsos" end className={({ isActive }) => (isActive ? 'exact' : 'not-exact')}>
          {({ isActive }) => `exactly bags ${isActive ? 'on' : 'off'}`}
        </NavLink>
        <NavLink to="/contacto" style={({ isActive }) => ({ fontWeight: isActive ? 700 : 400 })}>
          contact
        </NavLink>
      </nav>
    );
  }

  it('is active on its path and below it unless `end`, with aria-current and "active"', () => {
    at('/Bolsos/tote', <Nav />);
    const bags = screen.getByText('bags');
    expect(bags).toHaveAttribute('aria-current', 'page');
    expect(bags).toHaveClass('item', 'active');
    expect(screen.getByText('exactly bags off')).toHaveClass('not-exact');
    expect(screen.getByText('home')).not.toHaveAttribute('aria-current');
    expect(screen.getByText('home').className).toBe('');
    expect(screen.getByText('contact')).toHaveStyle({ fontWeight: '400' });
  });

  it('is active with `end` on the exact path only (not with a trailing slash, as react-router)', () => {
    at('/bolsos', <Nav />);
    expect(screen.getByText('exactly bags on')).toHaveClass('exact');
    expect(screen.getByText('exactly bags on')).toHaveAttribute('aria-current', 'page');
    at('/bolsos/', <Nav />);
    expect(screen.getByText('exactly bags off')).not.toHaveAttribute('aria-current');
  });

  it('is not active on a path that only starts with the same letters', () => {
    at('/bolsosx', <Nav />);
    expect(screen.getByText('bags')).not.toHaveAttribute('aria-current');
  });

  it('"/" with end is active only at the root', () => {
    at('/', <Nav />);
    expect(screen.getByText('home')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('bags')).not.toHaveClass('active');
  });

  it('compares encoded and raw Chinese paths alike in a server render', async () => {
    const { renderToString } = await import('react-dom/server');
    const { StaticRouter } = await import('./index');
    const html = renderToString(
      <StaticRouter location={`/zh/${encodeURIComponent('产品')}/x`}>
        <Routes>
          <Route path="*" element={<NavLink to="/zh/产品">products</NavLink>} />
        </Routes>
      </StaticRouter>,
    );
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('href="/zh/产品"');
  });
});
