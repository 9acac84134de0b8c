import type { ProductImportReport } from '@bolsos/contracts';
import { useCallback, useState } from 'react';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';
import { importProducts, importRefusal, type ImportRefusal } from '../api/product-import-api';

export type ImportOutcome =
  | { kind: 'checked'; report: ProductImportReport }
  | { kind: 'imported'; report: ProductImportReport }
  | { kind: 'refused'; refusal: ImportRefusal };

/**
 * The import page's state: the chosen file, the request on its way (a dry run or the real one),
 * the last answer, and the dry run waiting for the user's go-ahead. Import always shows what
 * the file would do first (a dry run, unless the last answer is this file's clean one) and
 * writes only once confirmed. A new file forgets the last answer; a saved import forgets the
 * file, so the same rows cannot be created twice by a second click.
 */
export function useProductImport() {
  const { i18n } = useAdminProductsT();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [confirming, setConfirming] = useState<ProductImportReport | null>(null);

  const choose = useCallback((next: File) => {
    setFile(next);
    setOutcome(null);
    setConfirming(null);
  }, []);

  /** Sends the file; the report when it was accepted (a dry run may still list bad rows). */
  const send = async (dryRun: boolean): Promise<ProductImportReport | null> => {
    if (!file || busy) return null;
    setBusy(dryRun ? 'check' : 'import');
    try {
      const report = await importProducts(file, dryRun);
      setOutcome({ kind: dryRun ? 'checked' : 'imported', report });
      if (!dryRun) setFile(null);
      return report;
    } catch (error) {
      setOutcome({ kind: 'refused', refusal: importRefusal(error, i18n.t) });
      return null;
    } finally {
      setBusy(null);
    }
  };

  const prepare = async () => {
    const checked =
      outcome?.kind === 'checked' && outcome.report.counts.error === 0
        ? outcome.report
        : await send(true);
    if (checked && checked.counts.error === 0) setConfirming(checked);
  };

  return {
    file,
    busy,
    outcome,
    confirming,
    choose,
    check: () => send(true),
    /** Import: the dry run's counts to confirm first. */
    run: prepare,
    confirm: async () => {
      setConfirming(null);
      await send(false);
    },
    cancel: () => setConfirming(null),
  };
}
