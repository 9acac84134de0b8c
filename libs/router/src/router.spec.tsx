import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type NavigateOptions,
} from './index';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function ProductPage() {
  const { slug } = useParams();
  const navigate = useNavigate();
  const back: NavigateOptions = { replace: true };
  return (
    <>
      <h1>{`product ${slug}`}</h1>
      <button type="button" onClick={() => navigate('/bolsos?page=2', back)}>
        back to the list
      </button>
    </>
  );
}

function ListPage() {
  const [params, setParams] = useSearchParams();
  const href = useHref('/bolsos/tote');
  return (
    <>
      <h1>{`list page ${params.get('page') ?? '1'}`}</h1>
      <button type="button" onClick={() => setParams({ page: '3' })}>
        page 3
      </button>
      <Link to="/bolsos/tote">tote</Link>
      <p>tote href {href}</p>
    </>
  );
}

function Shop() {
  return (
    <>
      <nav>
        <NavLink to="/bolsos" end>
          Bolsos
        </NavLink>
      </nav>
      <Routes>
        <Route path="/" element={<Navigate to="/bolsos" replace />} />
        <Route path="/bolsos" element={<ListPage />} />
        <Route path="/bolsos/:slug" element={<ProductPage />} />
        <Route path="*" element={<h1>not found</h1>} />
      </Routes>
      <LocationProbe />
    </>
  );
}

describe('@bolsos/router', () => {
  it('redirects, follows links, reads params and navigates from code in a MemoryRouter', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Shop />
      </MemoryRouter>,
    );
    // <Navigate> took '/' to the list, and the NavLink of the current page is marked.
    expect(screen.getByRole('heading')).toHaveTextContent('list page 1');
    expect(screen.getByRole('link', { name: 'Bolsos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('tote href /bolsos/tote')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'page 3' }));
    expect(screen.getByRole('heading')).toHaveTextContent('list page 3');
    expect(screen.getByLabelText('location')).toHaveTextContent('/bolsos?page=3');

    await user.click(screen.getByRole('link', { name: 'tote' }));
    expect(screen.getByRole('heading')).toHaveTextContent('product tote');
    expect(screen.getByRole('link', { name: 'Bolsos' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'back to the list' }));
    expect(screen.getByRole('heading')).toHaveTextContent('list page 2');
    expect(screen.getByLabelText('location')).toHaveTextContent('/bolsos?page=2');
  });

  it('renders the unmatched route for an unknown path', () => {
    render(
      <MemoryRouter initialEntries={['/carteras/x/y']}>
        <Shop />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('not found');
  });

  it('follows the browser history in a BrowserRouter', () => {
    window.history.replaceState(null, '', '/bolsos/clutch');
    render(
      <BrowserRouter>
        <Shop />
      </BrowserRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('product clutch');
    act(() => {
      window.history.pushState(null, '', '/bolsos?page=4');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading')).toHaveTextContent('list page 4');
  });

  it('renders a given location on the server with StaticRouter', () => {
    const html = renderToString(
      <StaticRouter location="/bolsos/mochila?x=1">
        <Shop />
      </StaticRouter>,
    );
    expect(html).toContain('product mochila');
    expect(html).toContain('/bolsos/mochila?x=1');
  });

  it('matches path patterns outside React', () => {
    expect(matchPath('/bolsos/:slug', '/bolsos/tote')?.params).toEqual({ slug: 'tote' });
    expect(matchPath('/bolsos/:slug', '/carteras/tote')).toBeNull();
  });
});
