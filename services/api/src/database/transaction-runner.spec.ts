import { DataSource, EntitySchema } from 'typeorm';
import { TransactionRunner } from './transaction-runner';

interface Row {
  id: number;
  n: number;
}
const RowSchema = new EntitySchema<Row>({
  name: 'Row',
  columns: { id: { type: Number, primary: true, generated: true }, n: { type: Number } },
});

describe('TransactionRunner on SQLite', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: [RowSchema],
      synchronize: true,
    }).initialize();
  });
  afterAll(() => dataSource.destroy());

  it('runs concurrent transactions one after another, so each sees the last one committed', async () => {
    const runner = new TransactionRunner(dataSource);
    expect(runner.rowLocks).toBe(false);
    // Read, wait, write: side by side on one connection both would read 0 and write 1.
    const next = () =>
      runner.run(async (manager) => {
        const count = await manager.count(RowSchema);
        await new Promise((resolve) => setTimeout(resolve, 20));
        await manager.save(RowSchema, { n: count + 1 });
      });
    await Promise.all([next(), next(), next()]);
    const values = (await dataSource.getRepository(RowSchema).find()).map((row) => row.n);
    expect(values.sort()).toEqual([1, 2, 3]);
  });

  it('keeps the queue going after a transaction fails', async () => {
    const runner = new TransactionRunner(dataSource);
    const failed = runner.run(() => Promise.reject(new Error('refused')));
    const after = runner.run(async () => 'ran');
    await expect(failed).rejects.toThrow('refused');
    await expect(after).resolves.toBe('ran');
  });
});
