import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from './index';

function Params({ name }: { name: string }) {
  return <p data-testid="page">{`${name} ${JSON.stringify(useParams())}`}</p>;
}

const page = () => screen.getByTestId('page').textContent;

function at(path: string, routes: ReactNode) {
  return render(<MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>);
}

describe('<Routes> ranking', () => {
  const users = (
    <Routes>
      <Route path="*" element={<Params name="splat" />} />
      <Route path="users/:id" element={<Params name="user" />} />
      <Route path="users/create" element={<Params name="create" />} />
      <Route path="users" element={<Params name="list" />} />
      <Route path=":section" element={<Params name="section" />} />
    </Routes>
  );

  it.each([
    ['/users/create', 'create {}'],
    ['/users/7', 'user {"id":"7"}'],
    ['/users', 'list {}'],
    ['/audit', 'section {"section":"audit"}'],
    ['/users/7/edit', 'splat {"*":"users/7/edit"}'],
  ])('%s renders %s whatever the order of the routes', (path, expected) => {
    at(path, users);
    expect(page()).toBe(expected);
  });

  it('lets the first of equally ranked routes win', () => {
    at(
      '/a',
      <Routes>
        <Route path=":x" element={<Params name="first" />} />
        <Route path=":y" element={<Params name="second" />} />
      </Routes>,
    );
    expect(page()).toBe('first {"x":"a"}');
  });

  it('matches case-insensitively and with trailing slashes, like react-router', () => {
    at('/USERS/Create/', users);
    expect(page()).toBe('create {}');
  });

  it('renders the index route on the exact path only', () => {
    const routes = (
      <Routes>
        <Route index element={<Params name="home" />} />
        <Route path="*" element={<Params name="other" />} />
      </Routes>
    );
    at('/', routes);
    expect(page()).toBe('home {}');
  });

  it('renders nothing when no route matches', () => {
    const { container } = at(
      '/nowhere',
      <Routes>
        <Route path="/somewhere" element={<p>somewhere</p>} />
      </Routes>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('takes routes from fragments and arrays', () => {
    at(
      '/b',
      <Routes>
        <>
          <Route path="/a" element={<Params name="a" />} />
        </>
        {['b', 'c'].map((name) => (
          <Route key={name} path={`/${name}`} element={<Params name={name} />} />
        ))}
      </Routes>,
    );
    expect(page()).toBe('b {}');
  });

  it('refuses a <Route> outside <Routes>', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => at('/x', <Route path="/x" element={<p>x</p>} />)).toThrow(
      /only ever to be used as the child of <Routes>/,
    );
  });
});

/** A remote's routes, mounted by a shell under '/admin/*' (relative paths). */
function AdminRemote() {
  return (
    <Routes>
      <Route path="products" element={<Params name="products" />} />
      <Route path="products/:id/edit" element={<Params name="edit" />} />
      <Route path="products/:id" element={<RelativeLinks />} />
      <Route path="*" element={<Params name="admin-not-found" />} />
    </Routes>
  );
}

function RelativeLinks() {
  const { id } = useParams();
  return (
    <>
      <p data-testid="page">{`product ${id}`}</p>
      <Link to="edit">edit</Link>
      <Link to="..">up a route</Link>
      <Link to=".." relative="path">
        up a segment
      </Link>
      <Link to="../../users">users</Link>
    </>
  );
}

function Shell({ children }: { children?: ReactNode }) {
  return (
    <>
      <Routes>
        <Route path="/admin/*" element={<AdminRemote />} />
        <Route path="/en/*" element={<Params name="english" />} />
        <Route path="*" element={<Params name="public" />} />
      </Routes>
      {children}
    </>
  );
}

describe('descendant <Routes>', () => {
  it('match what the parent route left, with the parent params kept', () => {
    at('/admin/products/5/edit', <Shell />);
    expect(page()).toBe('edit {"*":"products/5/edit","id":"5"}');
  });

  it("fall to the remote's own splat inside its prefix", () => {
    at('/admin/nothing/here', <Shell />);
    expect(page()).toBe('admin-not-found {"*":"nothing/here"}');
  });

  it('leave other prefixes to the shell', () => {
    at('/en/bags', <Shell />);
    expect(page()).toBe('english {"*":"bags"}');
    at('/administration', <Shell />);
    expect(screen.getAllByTestId('page')[1]).toHaveTextContent('public');
  });

  it('resolve relative links from the route they are rendered in', () => {
    at('/admin/products/5', <Shell />);
    expect(screen.getByText('edit')).toHaveAttribute('href', '/admin/products/5/edit');
    expect(screen.getByText('up a route')).toHaveAttribute('href', '/admin');
    expect(screen.getByText('up a segment')).toHaveAttribute('href', '/admin/products');
    expect(screen.getByText('users')).toHaveAttribute('href', '/users');
  });
});

describe('params', () => {
  function Storefront() {
    return (
      <Routes>
        <Route path="/zh/*" element={<ZhRoutes />} />
      </Routes>
    );
  }
  function ZhRoutes() {
    return (
      <Routes>
        <Route path="产品/:category/:slug" element={<Params name="product" />} />
      </Routes>
    );
  }

  it('are decoded, and routes written in Chinese match an encoded URL', () => {
    at(`/zh/${encodeURIComponent('产品')}/${encodeURIComponent('双肩包')}/a%20b`, <Storefront />);
    expect(page()).toBe(
      `product ${JSON.stringify({ '*': '产品/双肩包/a b', category: '双肩包', slug: 'a b' })}`,
    );
  });

  it('match the same Chinese path written raw (a MemoryRouter entry)', () => {
    at('/zh/产品/双肩包/x', <Storefront />);
    expect(page()).toMatch(/^product .*"category":"双肩包","slug":"x"/);
  });

  it('keep a malformed escape as written', () => {
    at('/zh/产品/bad%E4%ZZ/x', <Storefront />);
    expect(page()).toMatch(/"category":"bad%E4%ZZ"/);
  });

  it('from a BrowserRouter are decoded from the encoded address', () => {
    window.history.replaceState(null, '', '/zh/产品/双肩包/mochila');
    render(
      <BrowserRouter>
        <Storefront />
      </BrowserRouter>,
    );
    expect(window.location.pathname).toMatch(/^\/zh\/%E4%BA%A7/);
    expect(page()).toMatch(/"category":"双肩包","slug":"mochila"/);
  });
});

describe('<Navigate>', () => {
  function Probe() {
    const { pathname, state } = useLocation();
    return <output>{`${pathname} ${JSON.stringify(state)}`}</output>;
  }

  it('replaces the entry with state, so back skips it', () => {
    function Back() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate(-1)}>
          back
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/start', '/old']}>
        <Routes>
          <Route path="/old" element={<Navigate to="/new" replace state={{ from: 'old' }} />} />
          <Route path="*" element={<Back />} />
        </Routes>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('/new {"from":"old"}');
    act(() => screen.getByText('back').click());
    expect(screen.getByRole('status')).toHaveTextContent('/start null');
  });

  it('resolves a relative path from its route', () => {
    render(
      <MemoryRouter initialEntries={['/admin/x']}>
        <Routes>
          <Route
            path="/admin/*"
            element={
              <Routes>
                <Route path="x" element={<Navigate to="../products" />} />
                <Route path="products" element={<p>products</p>} />
              </Routes>
            }
          />
        </Routes>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('/admin/products null');
  });
});
