import { PAGE_STATE_ID } from '@bolsos/contracts';
import { render, screen } from '@testing-library/react';
import { PageStateProvider, readPageState, usePreloaded } from './page-state';

function Probe({ url }: { url: string }) {
  const answer = usePreloaded<{ data: string }>(url);
  return <p>{answer?.data ?? 'none'}</p>;
}

describe('page state', () => {
  afterEach(() => document.getElementById(PAGE_STATE_ID)?.remove());

  it('reads the state script once it is there, and nothing when it is missing or broken', () => {
    expect(readPageState()).toBeNull();
    const script = document.createElement('script');
    script.id = PAGE_STATE_ID;
    script.type = 'application/json';
    script.textContent = '{"locale":"en","api":{"/api/x":{"data":"\\u003cb\\u003e"}}}';
    document.body.appendChild(script);
    expect(readPageState()).toEqual({ locale: 'en', api: { '/api/x': { data: '<b>' } } });
    script.textContent = '{"locale":"en"';
    expect(readPageState()).toBeNull();
    script.textContent = '{"locale":"en"}';
    expect(readPageState()).toBeNull();
  });

  it('gives each tree the answers of its own provider', () => {
    render(
      <>
        <PageStateProvider value={{ locale: 'es', api: { '/api/x': { data: 'uno' } } }}>
          <Probe url="/api/x" />
          <Probe url="/api/y" />
        </PageStateProvider>
        <PageStateProvider value={{ locale: 'zh', api: { '/api/x': { data: '一' } } }}>
          <Probe url="/api/x" />
        </PageStateProvider>
        <Probe url="/api/x" />
      </>,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'uno',
      'none',
      '一',
      'none',
    ]);
  });
});
