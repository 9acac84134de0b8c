import type { ObjectSchema } from '@bolsos/contracts';
import { initI18n } from '@bolsos/i18n';
import { toast, toastStore } from '@bolsos/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useCheckedSubmit } from './use-checked-submit';

const schema = {
  name: { type: 'string', required: true, min: 2, max: 20 },
} satisfies ObjectSchema;

function NameForm({
  request,
  send,
}: {
  request: unknown;
  send: (request: { name: string }) => Promise<unknown>;
}) {
  const [form] = Form.useForm();
  const { saving, submit } = useCheckedSubmit<{ name: string }>({
    form,
    schema,
    fields: ['name'],
    send,
  });
  return (
    <Form form={form}>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <span data-testid="saving">{String(saving)}</span>
      <button type="button" onClick={() => void submit(request)}>
        Save
      </button>
    </Form>
  );
}

const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));

describe('useCheckedSubmit', () => {
  beforeEach(() => initI18n('en'));
  afterEach(() => toast.clear());

  it('checks with the schema first: messages on the fields, a toast, and nothing sent', async () => {
    const send = jest.fn(() => Promise.resolve());
    render(<NameForm request={{ name: 'A' }} send={send} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(send).not.toHaveBeenCalled();
    expect(await screen.findByText('Must be at least 2 characters')).toBeInTheDocument();
    expect(toasts()).toEqual([{ kind: 'error', message: 'Fields pending completion' }]);
  });

  it('is saving while the request is on its way, and saves again once it is done', async () => {
    let finish: () => void = () => undefined;
    const send = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<NameForm request={{ name: 'Ana' }} send={send} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(send).toHaveBeenCalledWith({ name: 'Ana' });
    expect(screen.getByTestId('saving')).toHaveTextContent('true');
    await act(async () => finish());
    expect(screen.getByTestId('saving')).toHaveTextContent('false');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(send).toHaveBeenCalledTimes(2);
    await act(async () => finish());
    expect(screen.getByTestId('saving')).toHaveTextContent('false');
  });

  it('sends a submit made while a save is on its way once that save ends, not never', async () => {
    const finishes: (() => void)[] = [];
    const send = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finishes.push(resolve);
        }),
    );
    const { rerender } = render(<NameForm request={{ name: 'Ana' }} send={send} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    rerender(<NameForm request={{ name: 'Bea' }} send={send} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => finishes[0]());
    expect(send).toHaveBeenLastCalledWith({ name: 'Bea' });
    expect(screen.getByTestId('saving')).toHaveTextContent('true');
    await act(async () => finishes[1]());
    expect(send).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('saving')).toHaveTextContent('false');
  });

  it("puts a 422's messages on the fields and lets the user try again", async () => {
    const refused = Object.assign(new Error('The data sent is invalid'), {
      status: 422,
      errors: { name: ['The name is taken'] },
    });
    render(<NameForm request={{ name: 'Ana' }} send={() => Promise.reject(refused)} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('The name is taken')).toBeInTheDocument();
    expect(screen.getByTestId('saving')).toHaveTextContent('false');
  });

  it('leaves other failures to the API client (already toasted) and re-enables the form', async () => {
    const failed = Object.assign(new Error('Server error'), { status: 500 });
    render(<NameForm request={{ name: 'Ana' }} send={() => Promise.reject(failed)} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByTestId('saving')).toHaveTextContent('false');
    expect(screen.queryByText('Server error')).not.toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });
});
