import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './index';

function Probe() {
  const { pathname, search, hash, state, key } = useLocation();
  return (
    <output>{`${pathname}${search}${hash} ${JSON.stringify(state)} ${key === 'default' ? 'first' : 'later'}`}</output>
  );
}

const where = () => screen.getByRole('status').textContent;

function Go({ to, replace, state }: { to: string | number; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() =>
        void (typeof to === 'number' ? navigate(to) : navigate(to, { replace, state }))
      }
    >{`go ${to}`}</button>
  );
}

describe('BrowserRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('pushes and replaces browser history entries with their state', () => {
    render(
      <BrowserRouter>
        <Go to="/a?x=1#h" state={{ n: 1 }} />
        <Go to="/b" replace />
        <Probe />
      </BrowserRouter>,
    );
    expect(where()).toBe('/ null first');
    const length = window.history.length;
    fireEvent.click(screen.getByText('go /a?x=1#h'));
    expect(window.location.href).toBe('http://localhost/a?x=1#h');
    expect(window.history.length).toBe(length + 1);
    expect(where()).toBe('/a?x=1#h {"n":1} later');
    fireEvent.click(screen.getByText('go /b'));
    expect(window.history.length).toBe(length + 1);
    expect(where()).toBe('/b null later');
  });

  it('follows back and forward (popstate)', async () => {
    render(
      <BrowserRouter>
        <Go to="/a" state="A" />
        <Go to={-1} />
        <Probe />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByText('go /a'));
    await act(async () => {
      fireEvent.click(screen.getByText('go -1'));
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(where()).toBe('/ null first');
    await act(async () => {
      window.history.forward();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(where()).toBe('/a "A" later');
  });

  describe('with a basename', () => {
    function App() {
      return (
        <BrowserRouter basename="/shop">
          <Routes>
            <Route path="/" element={<Link to="/bags/tote">tote</Link>} />
            <Route path="/bags/:slug" element={<Slug />} />
          </Routes>
          <Probe />
        </BrowserRouter>
      );
    }
    function Slug() {
      return (
        <>
          <p>{`slug ${useParams().slug}`}</p>
          <NavLink to="/bags/tote">here</NavLink>
          <p>{`home ${useHref('/')}`}</p>
        </>
      );
    }

    it('matches and links below it, and shows locations without it', () => {
      window.history.replaceState(null, '', '/SHOP');
      render(<App />);
      expect(where()).toBe('/ null first');
      const tote = screen.getByText('tote');
      expect(tote).toHaveAttribute('href', '/shop/bags/tote');
      fireEvent.click(tote);
      expect(window.location.pathname).toBe('/shop/bags/tote');
      expect(screen.getByText('slug tote')).toBeInTheDocument();
      expect(screen.getByText('here')).toHaveAttribute('aria-current', 'page');
      expect(screen.getByText('home /shop')).toBeInTheDocument();
    });

    it('renders nothing outside it', () => {
      window.history.replaceState(null, '', '/shopping');
      const { container } = render(<App />);
      expect(container).toBeEmptyDOMElement();
    });
  });
});

describe('MemoryRouter', () => {
  it('starts at "/" without entries', () => {
    render(
      <MemoryRouter>
        <Probe />
      </MemoryRouter>,
    );
    expect(where()).toBe('/ null first');
  });

  it('starts on the last entry, or on initialIndex, and moves through them', () => {
    render(
      <MemoryRouter
        initialEntries={['/one', { pathname: '/two', search: '?q=1', state: 2 }, '/three']}
        initialIndex={1}
      >
        <Go to={1} />
        <Go to={-5} />
        <Go to="/four" />
        <Probe />
      </MemoryRouter>,
    );
    expect(where()).toBe('/two?q=1 2 later');
    fireEvent.click(screen.getByText('go 1'));
    expect(where()).toBe('/three null later');
    fireEvent.click(screen.getByText('go -5'));
    expect(where()).toBe('/one null first');
    // A push drops the entries ahead.
    fireEvent.click(screen.getByText('go /four'));
    fireEvent.click(screen.getByText('go 1'));
    expect(where()).toBe('/four null later');
    fireEvent.click(screen.getByText('go -5'));
    fireEvent.click(screen.getByText('go 1'));
    expect(where()).toBe('/four null later');
  });
});

describe('useSearchParams', () => {
  function Filters() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <p>{`colour ${params.getAll('colour').join('+')}`}</p>
        <button type="button" onClick={() => setParams({ colour: ['red', 'blue'] })}>
          record
        </button>
        <button
          type="button"
          onClick={() =>
            setParams(
              (previous) => {
                previous.set('page', '2');
                return previous;
              },
              { replace: true },
            )
          }
        >
          function
        </button>
        <button type="button" onClick={() => setParams(new URLSearchParams('a=1&a=2'))}>
          instance
        </button>
        <button type="button" onClick={() => setParams('?b=%C3%B1')}>
          string
        </button>
      </>
    );
  }

  it('reads the query, and sets it from every kind of init', () => {
    render(
      <MemoryRouter initialEntries={['/start', '/list?colour=green#top']}>
        <Filters />
        <Go to={-1} />
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByText('colour green')).toBeInTheDocument();
    fireEvent.click(screen.getByText('record'));
    expect(where()).toBe('/list?colour=red&colour=blue null later');
    expect(screen.getByText('colour red+blue')).toBeInTheDocument();
    fireEvent.click(screen.getByText('function'));
    expect(where()).toBe('/list?colour=red&colour=blue&page=2 null later');
    fireEvent.click(screen.getByText('go -1'));
    expect(where()).toBe('/list?colour=green#top null later');
    fireEvent.click(screen.getByText('instance'));
    expect(where()).toBe('/list?a=1&a=2 null later');
    fireEvent.click(screen.getByText('string'));
    expect(where()).toBe('/list?b=%C3%B1 null later');
  });
});

describe('StaticRouter', () => {
  function Page() {
    const [params] = useSearchParams();
    return (
      <Routes>
        <Route
          path="/zh/*"
          element={
            <Routes>
              <Route path="产品/:slug" element={<Product q={params.get('q')} />} />
            </Routes>
          }
        />
      </Routes>
    );
  }
  function Product({ q }: { q: string | null }) {
    const { slug } = useParams();
    return (
      <>
        <h1>{`${slug} ${q}`}</h1>
        <Link to="edit">edit</Link>
        <Probe />
      </>
    );
  }

  it('renders a location with query and hash on the server', () => {
    const path = `/zh/${encodeURIComponent('产品')}/${encodeURIComponent('双肩包')}`;
    const html = renderToString(
      <StaticRouter location={`${path}?q=x#reviews`}>
        <Page />
      </StaticRouter>,
    );
    expect(html).toContain('<h1>双肩包 x</h1>');
    expect(html).toContain(`href="${path}/edit"`);
    expect(html).toContain(`${path}?q=x#reviews null first`);
  });
});

describe('hooks outside a router', () => {
  it('throw a clear error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/only in the context of a <Router> component/);
  });
});
