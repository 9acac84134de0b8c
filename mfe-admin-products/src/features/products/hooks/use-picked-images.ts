import { LIMITS } from '@bolsos/contracts';
import { useEffect, useRef, useState } from 'react';
import { moveTo } from '../../../shared/components/sortable-order';
import { trimmedTexts, type AltTexts } from '../components/image-alt-form';
import { checkImageFiles, fileProgress, type LocalRefusal } from '../lib/image-files';
import type { QueuedImage } from './use-image-upload-queue';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/** The reason a file was refused here, in the user's language. */
export function useLocalRefusalText() {
  const { t } = useAdminProductsT();
  return (file: File, refusal: LocalRefusal | undefined): string[] => {
    if (!refusal) return [];
    if (refusal.reason === 'type')
      return [t('admin.products.images.refused_type', { file: file.name })];
    if (refusal.reason === 'size')
      return [t('admin.products.images.refused_size', { file: file.name, max: refusal.max })];
    return [t('admin.products.images.refused_count', { file: file.name, max: refusal.max })];
  };
}

const NO_ALT: AltTexts = { es: '', en: '', zh: '' };

/**
 * Images picked on the create or edit form, held until the product's one Save: previewed and
 * checked as they are picked, put in order and given their alt texts here; the accepted ones are
 * sent by the Save, in that order, whose progress `progress` shows. A file the API refuses stays,
 * marked with its reason and with its alt texts (`failed`); those sent leave (`landed`).
 */
export function usePickedImages() {
  const refusalText = useLocalRefusalText();
  const [items, setItems] = useState<QueuedImage[]>([]);
  const [alts, setAlts] = useState<ReadonlyMap<number, AltTexts>>(new Map());
  const currentAlts = useRef(alts);
  currentAlts.current = alts;
  const current = useRef(items);
  current.current = items;
  const nextKey = useRef(1);

  useEffect(
    () => () => {
      for (const item of current.current) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const update = (next: QueuedImage[]) => {
    current.current = next;
    setItems(next);
  };
  const accepted = () => current.current.filter((item) => item.state !== 'refused');

  /** Adds picked files; `existing` images of the product take room too. */
  const add = (files: File[], existing = 0): QueuedImage[] => {
    const refusals = checkImageFiles(files, LIMITS.imagesPerProduct - existing - accepted().length);
    const next = [
      ...current.current,
      ...files.map((file, index): QueuedImage => ({
        key: nextKey.current++,
        file,
        preview: URL.createObjectURL(file),
        state: refusals[index] ? 'refused' : 'waiting',
        reasons: refusalText(file, refusals[index]),
        sent: 0,
      })),
    ];
    update(next);
    return next;
  };

  const remove = (key: number): QueuedImage[] => {
    const item = current.current.find((other) => other.key === key);
    if (item) URL.revokeObjectURL(item.preview);
    const next = current.current.filter((other) => other.key !== key);
    update(next);
    return next;
  };

  /** Marks the accepted files as being sent, `sent` (0 to 1) of the whole upload gone. */
  const progress = (sent: number) => {
    const sending = accepted();
    const shares = fileProgress(
      sending.map((item) => item.file.size),
      sent,
    );
    const share = new Map(sending.map((item, index) => [item.key, shares[index]]));
    update(
      current.current.map((item) =>
        share.has(item.key) ? { ...item, state: 'sending', sent: share.get(item.key) ?? 0 } : item,
      ),
    );
  };

  /**
   * The upload was refused: the files it names (`reasons` by place among the accepted files) are
   * marked with why, the others wait for the next Save. Nothing typed for them goes.
   */
  const failed = (reasons: ReadonlyMap<number, string[]>) => {
    const index = new Map(accepted().map((item, at) => [item.key, at]));
    update(
      current.current.map((item) => {
        const at = index.get(item.key);
        if (at === undefined) return item;
        const why = reasons.get(at);
        return why
          ? { ...item, state: 'failed', sent: 0, reasons: why }
          : { ...item, state: 'waiting', sent: 0, reasons: [] };
      }),
    );
  };

  /** The accepted files are stored now: they leave the queue (those refused here stay). */
  const landed = () => {
    for (const item of accepted()) URL.revokeObjectURL(item.preview);
    update(current.current.filter((item) => item.state === 'refused'));
  };

  const altOf = (key: number) => alts.get(key) ?? NO_ALT;
  const setAlt = (key: number, texts: AltTexts) => {
    const next = new Map(currentAlts.current).set(key, texts);
    currentAlts.current = next;
    setAlts(next);
  };
  /** Moves the picked image `key` to place `to` (0-based); returns the queue in its new order. */
  const move = (key: number, to: number): QueuedImage[] => {
    const byKey = new Map(current.current.map((item) => [item.key, item]));
    const next = moveTo(
      current.current.map((item) => item.key),
      key,
      to,
    ).map((other) => byKey.get(other) as QueuedImage);
    update(next);
    return next;
  };

  return {
    items,
    add,
    remove,
    progress,
    failed,
    landed,
    altOf,
    setAlt,
    move,
    files: () => accepted().map((item) => item.file),
    /** The accepted images' alt texts, in the order of `files()`, as the API stores them. */
    alts: () => accepted().map((item) => trimmedTexts(currentAlts.current.get(item.key) ?? NO_ALT)),
  };
}

export type PickedImages = ReturnType<typeof usePickedImages>;
