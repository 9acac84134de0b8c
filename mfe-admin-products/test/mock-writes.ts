import { api } from '@bolsos/api-client';

/** An answer to a write, or a function of its path and body; an Error it returns rejects. */
export type WriteAnswer = unknown | ((path: string, body: unknown) => unknown);

const settle = async (answer: WriteAnswer, path: string, body: unknown) => {
  const value = typeof answer === 'function' ? await answer(path, body) : answer;
  if (value instanceof Error) throw value;
  return value as never;
};

/** PUT, DELETE and multipart uploads are not in mockApi: spied here, one answer each. */
export function mockWrites({
  put,
  del,
  upload,
}: {
  put?: WriteAnswer;
  del?: WriteAnswer;
  upload?: WriteAnswer;
}) {
  return {
    put: jest.spyOn(api, 'put').mockImplementation((path, body) => settle(put, path, body)),
    delete: jest.spyOn(api, 'delete').mockImplementation((path) => settle(del, path, undefined)),
    upload: jest
      .spyOn(api, 'upload')
      .mockImplementation((path, form) => settle(upload, path, form)),
  };
}
