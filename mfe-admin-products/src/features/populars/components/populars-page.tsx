import { ConfirmButton, LoadErrorAlert, PageHeader, useIsPhone } from '@bolsos/admin-kit';
import type { Locale, Popular, Product } from '@bolsos/contracts';
import { formatPrice } from '@bolsos/i18n';
import { Link } from '@bolsos/router';
import { toast } from '@bolsos/ui';
import { Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { ProductThumbnail } from '../../../shared/components/product-thumbnail';
import { PublishedTag } from '../../../shared/components/published-tag';
import {
  DragHandle,
  moveTo,
  ReorderControls,
  SortableOrder,
  SortableTableRow,
  useReorderFocus,
  type ReorderControl,
} from '../../../shared/components/sortable-order';
import { productName } from '../../../shared/lib/product-text';
import { addPopular, removePopular, reorderPopulars } from '../api/populars-api';
import { usePopulars } from '../hooks/use-populars';
import { PopularProductPicker } from './popular-product-picker';
import { useAdminProductsT } from '../../../shared/i18n/use-admin-products-t';

/**
 * /admin/populars: the products of the storefront's Popular section, in its order. Add one
 * (product search), remove one (after a confirmation), reorder by dragging (mouse, touch or the
 * keyboard: Space, arrows, Space), up/down, to the top or to a position. Each reorder is one save
 * (PUT /api/populars/order), shown at once and put back if the server refuses it; the focus
 * stays on the item moved, goes to the item added, or to the next one after a removal.
 */
export function PopularsPage({ basename, locale }: { basename: string; locale: Locale }) {
  const { t } = useAdminProductsT();
  const phone = useIsPhone();
  const state = usePopulars();
  const loaded = state.status === 'failed' ? undefined : state.data?.data;
  // The order on screen: the server's, or the one just chosen while it is being saved.
  const [rows, setRows] = useState<Popular[]>(loaded ?? []);
  const [shown, setShown] = useState(loaded);
  if (loaded !== shown) {
    // A new answer from the server: it replaces whatever order was on screen.
    setShown(loaded);
    if (loaded) setRows(loaded);
  }
  const [adding, setAdding] = useState(false);
  const focus = useReorderFocus();
  const pickerBox = useRef<HTMLDivElement>(null);
  // Saves go one after the other, so a quick second move never overtakes the first.
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(0);
  const taken = new Set(rows.map((row) => row.product_id));

  const nameOf = useCallback(
    (id: number) => {
      const row = rows.find((candidate) => candidate.id === id);
      return row ? productName(row.product, locale).name : '';
    },
    [rows, locale],
  );

  const reorder = (ids: number[], moved: number, control: ReorderControl) => {
    const previous = rows;
    const byId = new Map(rows.map((row) => [row.id, row]));
    setRows(ids.map((id) => byId.get(id)).filter((row): row is Popular => row !== undefined));
    focus.request(moved, control);
    const attempt = ++latest.current;
    saving.current = saving.current
      .catch(() => undefined)
      .then(() => reorderPopulars(ids))
      .then(
        (answer) => {
          if (attempt === latest.current) setRows(answer.data);
        },
        () => {
          // Toasted by the API client: the list goes back to what the server holds.
          if (attempt === latest.current) {
            setRows(previous);
            state.reload();
          }
        },
      );
  };

  const move = (id: number, to: number, control: ReorderControl) =>
    reorder(
      moveTo(
        rows.map((row) => row.id),
        id,
        to,
      ),
      id,
      control,
    );

  const add = async (product: Product) => {
    setAdding(true);
    try {
      const { data } = await addPopular(product.id);
      toast.success(t('admin.populars.added', { name: productName(product, locale).name }));
      // The new entry is last: its handle (and Move to top beside it) is where work goes on.
      focus.request(data.id, 'handle');
    } catch {
      // toasted
    } finally {
      setAdding(false);
      state.reload();
    }
  };

  /** After a removal: the next entry, else the one before, else the picker. */
  const focusAfterRemoval = (index: number) => {
    const next = rows[index + 1] ?? rows[index - 1];
    if (next) focus.request(next.id, 'handle');
    else focus.requestElement(() => pickerBox.current?.querySelector('input') ?? null);
  };

  /** The entry's name, the link to its product; on a phone it wraps rather than being cut. */
  const nameLink = (popular: Popular) => {
    const { name, lang } = productName(popular.product, locale);
    return (
      <Link to={`${basename}/products/${popular.product_id}`} style={{ overflowWrap: 'anywhere' }}>
        <Typography.Text strong lang={lang}>
          {name}
        </Typography.Text>
      </Link>
    );
  };

  /** Up, down, to the top, to a position, and Quitar (after a confirmation). */
  const actions = (popular: Popular, index: number) => {
    const name = productName(popular.product, locale).name;
    return (
      <Flex gap={4} wrap align="center">
        <ReorderControls
          id={popular.id}
          index={index}
          count={rows.length}
          name={name}
          upLabel={t('admin.populars.move_up', { name })}
          downLabel={t('admin.populars.move_down', { name })}
          onMove={move}
        />
        <ConfirmButton
          danger
          aria-label={`${t('admin.populars.remove')} ${name}`}
          question={t('admin.populars.remove_confirm', { name })}
          confirmText={t('admin.populars.remove')}
          onConfirm={async () => {
            await removePopular(popular.id);
            toast.success(t('admin.populars.removed', { name }));
            // The row goes at once, its dialog with it, and the focus moves in the same
            // render: waiting for the reload let the closing dialog take it back (to <body>).
            focusAfterRemoval(index);
            setRows((current) => current.filter((row) => row.id !== popular.id));
            state.reload();
          }}
        >
          {t('admin.populars.remove')}
        </ConfirmButton>
      </Flex>
    );
  };

  const columns: TableColumnsType<Popular> = [
    {
      title: '#',
      key: 'position',
      width: 96,
      render: (_: unknown, popular, index) => (
        <Flex gap="small" align="center">
          <DragHandle name={productName(popular.product, locale).name} />
          <span>{index + 1}</span>
        </Flex>
      ),
    },
    {
      title: t('admin.products.col.image'),
      key: 'image',
      width: 72,
      responsive: ['md'],
      render: (_: unknown, popular) => <ProductThumbnail product={popular.product} />,
    },
    {
      title: t('admin.products.col.name'),
      key: 'name',
      render: (_: unknown, popular) => nameLink(popular),
    },
    {
      title: t('admin.products.col.category'),
      key: 'category',
      responsive: ['lg'],
      render: (_: unknown, popular) => t(`store.category.${popular.product.category}`),
    },
    {
      title: t('admin.products.col.price'),
      key: 'price',
      align: 'right',
      responsive: ['md'],
      render: (_: unknown, popular) => formatPrice(popular.product.price, locale),
    },
    {
      title: t('admin.products.col.published'),
      key: 'published',
      responsive: ['md'],
      render: (_: unknown, popular) => <PublishedTag published={popular.product.published} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, popular, index) => actions(popular, index),
    },
  ];

  // A phone's row (issue 45): the handle, the position and the whole name on top, wrapping; the
  // move buttons and Quitar under them, all within the screen's width. No column to swipe to.
  const phoneColumns: TableColumnsType<Popular> = [
    {
      title: t('admin.products.col.name'),
      key: 'entry',
      render: (_: unknown, popular, index) => (
        <Flex vertical gap="small">
          <Flex gap="small" align="center">
            <DragHandle name={productName(popular.product, locale).name} />
            <span>{index + 1}</span>
            <span style={{ minWidth: 0 }}>{nameLink(popular)}</span>
          </Flex>
          {actions(popular, index)}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <PageHeader title={t('admin.populars.title')} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('admin.populars.intro')}
      </Typography.Paragraph>
      <Flex gap="small" align="center" wrap ref={pickerBox}>
        <Typography.Text strong>{t('admin.populars.add')}</Typography.Text>
        <PopularProductPicker
          taken={taken}
          disabled={adding}
          onPick={(product) => void add(product)}
        />
      </Flex>
      {state.status === 'failed' ? (
        <LoadErrorAlert error={state.error} onRetry={state.reload} />
      ) : (
        <SortableOrder
          ids={rows.map((row) => row.id)}
          nameOf={nameOf}
          onReorder={(ids, moved) => reorder(ids, moved, 'handle')}
        >
          <Table<Popular>
            data-testid="populars-table"
            rowKey="id"
            columns={phone ? phoneColumns : columns}
            dataSource={rows}
            components={{ body: { row: SortableTableRow } }}
            // Only the first load: a spinner over the rows while a change is saved would hide
            // where the focus is.
            loading={state.status === 'loading' && !loaded}
            pagination={false}
            // Wide: a table wider than its box scrolls inside it. Phone: the one column wraps.
            size={phone ? 'small' : undefined}
            tableLayout={phone ? 'fixed' : undefined}
            scroll={phone ? undefined : { x: 'max-content' }}
            locale={{
              emptyText: (
                <Empty
                  data-testid="populars-empty"
                  description={
                    <>
                      <Typography.Text strong>{t('admin.populars.empty')}</Typography.Text>
                      <br />
                      <Typography.Text type="secondary">
                        {t('admin.populars.empty_hint')}
                      </Typography.Text>
                    </>
                  }
                />
              ),
            }}
          />
        </SortableOrder>
      )}
    </Flex>
  );
}
