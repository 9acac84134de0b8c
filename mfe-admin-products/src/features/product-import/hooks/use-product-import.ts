import type { ProductImportReport } from '@bolsos/contracts';
import { useCallback, useState } from 'react';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';
import { importProducts, importRefusal, type ImportRefusal } from '../api/product-import-api';

export type ImportOutcome =
  | { kind: 'checked'; report: ProductImportReport }
  | { kind: 'imported'; report: ProductImportReport }
  | { kind: 'refused'; refusal: ImportRefusal };

/**
 * The import page's state: the chosen file, the request on its way (a dry run or the real one)
 * and the last answer. A new file forgets the last answer; a saved import forgets the file, so
 * the same rows cannot be created twice by a second click.
 */
export function useProductImport() {
  const { i18n } = useAdminProductsT();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const choose = useCallback((next: File) => {
    setFile(next);
    setOutcome(null);
  }, []);

  const send = async (dryRun: boolean) => {
    if (!file || busy) return;
    setBusy(dryRun ? 'check' : 'import');
    try {
      const report = await importProducts(file, dryRun);
      setOutcome({ kind: dryRun ? 'checked' : 'imported', report });
      if (!dryRun) setFile(null);
    } catch (error) {
      setOutcome({ kind: 'refused', refusal: importRefusal(error, i18n.t) });
    } finally {
      setBusy(null);
    }
  };

  return {
    file,
    busy,
    outcome,
    choose,
    check: () => send(true),
    run: () => send(false),
  };
}
