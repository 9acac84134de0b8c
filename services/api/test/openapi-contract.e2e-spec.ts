import { OpenApiContract } from './support/openapi-contract';

const json = { 'content-type': 'application/json; charset=utf-8' };
const answer = (status: number, body: unknown, headers: Record<string, string> = json) => ({
  status,
  headers,
  body,
  text: body === undefined ? '' : JSON.stringify(body),
});

/** The checker every API test relies on refuses what the document does not say. */
describe('the OpenAPI contract the test client enforces', () => {
  const contract = OpenApiContract.committed();

  it('finds the operation a request names, literal segments first as Express routes them', () => {
    expect(contract.operation('GET', '/api/products/export.csv')?.operation.operationId).toBe(
      'ProductsTransfer_exportCsv',
    );
    expect(contract.operation('GET', '/api/products/12')?.operation.operationId).toBe(
      'Products_show',
    );
    expect(contract.operation('PUT', '/api/products/3/images/order')?.operation.operationId).toBe(
      'ProductImages_reorder',
    );
    expect(contract.operation('PATCH', '/api/products/3')).toBeUndefined();
  });

  it('takes an answer the document declares', () => {
    const refused = answer(422, { message: 'No.', errors: { price: ['Too low.'] } });
    expect(contract.problems('POST', '/api/products', refused)).toEqual([]);
    expect(contract.problems('DELETE', '/api/products/1', answer(204, undefined, {}))).toEqual([]);
  });

  it('refuses a status the operation does not declare', () => {
    expect(contract.problems('GET', '/api/account', answer(409, { message: 'x' }))).toEqual([
      expect.stringContaining('does not declare 409'),
    ]);
  });

  it('refuses a body that does not match the schema', () => {
    const problems = contract.problems(
      'POST',
      '/api/products',
      answer(422, { message: 'No.', errors: { price: 'Too low.' } }),
    );
    expect(problems).toEqual([expect.stringContaining('/errors/price must be array')]);
    expect(
      contract.problems('GET', '/api/account', answer(200, { user: { id: 1 } })).length,
    ).toBeGreaterThan(0);
    expect(contract.problems('GET', '/api/health/live', answer(200, { status: 'ok' }))).toEqual([
      expect.stringContaining("must have required property 'uptime_s'"),
    ]);
  });

  it('refuses an undeclared media type, a body where none is declared, and a missing required header', () => {
    const csv = answer(200, undefined, { 'content-type': 'text/csv' });
    expect(contract.problems('GET', '/api/account', { ...csv, text: 'a,b' })).toEqual([
      expect.stringContaining('content type text/csv is not declared'),
    ]);
    expect(contract.problems('DELETE', '/api/products/1', answer(204, { ok: true }))).toEqual([
      expect.stringContaining('no content is declared'),
    ]);
    expect(contract.problems('POST', '/api/login', answer(429, { message: 'Wait.' }))).toEqual([
      'header Retry-After is required',
    ]);
    expect(
      contract.problems(
        'POST',
        '/api/login',
        answer(429, { message: 'Wait.' }, { ...json, 'retry-after': '7' }),
      ),
    ).toEqual([]);
  });

  it('allows a path the document does not have only as the API’s 404', () => {
    expect(
      contract.problems('GET', '/api/nothing-here', answer(404, { message: 'Nope.' })),
    ).toEqual([]);
    expect(contract.problems('GET', '/api/nothing-here', answer(200, { message: 'Hi.' }))).toEqual([
      expect.stringContaining('no operation for GET /api/nothing-here'),
    ]);
    expect(contract.problems('GET', '/api/nothing-here', answer(404, 'Not found'))).not.toEqual([]);
  });
});
