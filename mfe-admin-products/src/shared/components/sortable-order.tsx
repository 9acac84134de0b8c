import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DraggableAttributes,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Select } from 'antd';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useAdminProductsT } from '../i18n/use-admin-products-t';

/** Which of an item's controls should hold the focus once the list has its new order. */
export type ReorderControl = 'handle' | 'up' | 'down' | 'top' | 'position';

/** The ids in their new order, and where the moved one went. */
export function moveTo(ids: readonly number[], id: number, to: number): number[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const target = Math.max(0, Math.min(ids.length - 1, to));
  return arrayMove([...ids], from, target);
}

/** The attribute that finds an item's control again after React has moved its row. */
const controlKey = (id: number, control: ReorderControl) => `${id}:${control}`;

type FocusWish = { id: number; control: ReorderControl } | { find: () => HTMLElement | null };

/** The element that takes the focus: the control itself, or the input inside antd's Select. */
function focusable(element: HTMLElement): HTMLElement | null {
  return element.matches('button, input, [tabindex]')
    ? element
    : element.querySelector<HTMLElement>('button, input, [tabindex]');
}

const isDisabled = (element: HTMLElement) =>
  (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true';

/**
 * After add, move or remove the list re-renders in its new order (and a moved row's DOM node may
 * be put back, which drops its focus): `request` names the control to focus once it is there. A
 * control that is now disabled (Move up on the first item) hands the focus to the item's handle.
 */
export function useReorderFocus(): {
  request: (id: number, control: ReorderControl) => void;
  /** Another element, e.g. the picker once the list is empty. */
  requestElement: (find: () => HTMLElement | null) => void;
} {
  // Each render that follows a request (new order, reloaded list) tries until the control is
  // there; a request replaces the one before.
  const wish = useRef<FocusWish | null>(null);
  useEffect(() => {
    const wanted = wish.current;
    if (!wanted) return;
    let target: HTMLElement | null;
    if ('find' in wanted) target = wanted.find();
    else {
      const find = (control: ReorderControl) => {
        const element = document.querySelector<HTMLElement>(
          `[data-reorder="${controlKey(wanted.id, control)}"]`,
        );
        return element ? focusable(element) : null;
      };
      const chosen = find(wanted.control);
      target = chosen && !isDisabled(chosen) ? chosen : find('handle');
    }
    if (!target) return;
    target.focus();
    wish.current = null;
  });
  return {
    request: useCallback((id: number, control: ReorderControl) => {
      wish.current = { id, control };
    }, []),
    requestElement: useCallback((find: () => HTMLElement | null) => {
      wish.current = { find };
    }, []),
  };
}

interface HandleContextValue {
  id: number;
  attributes: DraggableAttributes;
  listeners: ReturnType<typeof useSortable>['listeners'];
  /** dnd-kit's activator setter, named so it is not taken for a ref read during render. */
  activator: (element: HTMLElement | null) => void;
}

const HandleContext = createContext<HandleContextValue | null>(null);

export interface SortableOrderProps {
  ids: readonly number[];
  /** The item's name as staff know it, for the screen reader's announcements. */
  nameOf: (id: number) => string;
  /** A drop at a new place: one save for the whole new order. */
  onReorder: (ids: number[], moved: number) => void;
  /** A list that wraps (images side by side) rather than a column (table rows). */
  layout?: 'column' | 'grid';
  children: ReactNode;
}

/**
 * dnd-kit's sortable list with its keyboard path: the handle takes Space to pick the item up,
 * the arrow keys to move it and Space to drop it (Escape cancels), each step announced in the
 * staff member's language. A pointer must move 5 px before a drag starts, so clicks on the
 * handle's neighbours stay clicks.
 */
export function SortableOrder({
  ids,
  nameOf,
  onReorder,
  layout = 'column',
  children,
}: SortableOrderProps) {
  const { t } = useAdminProductsT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const count = ids.length;
  const where = useCallback(
    (id: UniqueIdentifier | undefined) => ({
      position: ids.indexOf(Number(id)) + 1,
      count,
    }),
    [ids, count],
  );
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) =>
        t('admin.reorder.picked', { name: nameOf(Number(active.id)), ...where(active.id) }),
      // Not over its own place again: the pick-up's announcement would be cut short.
      onDragOver: ({ active, over }) =>
        over && over.id !== active.id
          ? t('admin.reorder.over', { name: nameOf(Number(active.id)), ...where(over.id) })
          : undefined,
      onDragEnd: ({ active, over }) =>
        t('admin.reorder.dropped', {
          name: nameOf(Number(active.id)),
          ...where(over?.id ?? active.id),
        }),
      onDragCancel: ({ active }) =>
        t('admin.reorder.cancelled', { name: nameOf(Number(active.id)), ...where(active.id) }),
    }),
    [t, nameOf, where],
  );

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveTo(ids, Number(active.id), ids.indexOf(Number(over.id))), Number(active.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('admin.reorder.instructions') },
      }}
    >
      <SortableContext
        items={ids as number[]}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
      >
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** What a sortable item's element needs: its node, its moving style, the handle's context. */
function useSortableItem(id: number, style?: CSSProperties) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const handle = useMemo(
    () => ({ id, attributes, listeners, activator: setActivatorNodeRef }),
    [id, attributes, listeners, setActivatorNodeRef],
  );
  const moving: CSSProperties = {
    ...style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 2, background: '#fff' } : {}),
  };
  return { setNodeRef, handle, moving };
}

/** antd Table's body row (`components.body.row`), sortable by its `data-row-key`. */
export function SortableTableRow(props: HTMLAttributes<HTMLTableRowElement>) {
  const key = (props as { 'data-row-key'?: string | number })['data-row-key'];
  // antd's placeholder row (an empty table) has no key and is not an item.
  if (key === undefined) return <tr {...props} />;
  return <SortableKeyedRow {...props} rowId={Number(key)} />;
}

function SortableKeyedRow({
  rowId,
  style,
  ...props
}: HTMLAttributes<HTMLTableRowElement> & { rowId: number }) {
  const { setNodeRef, handle, moving } = useSortableItem(rowId, style);
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={moving} />
    </HandleContext.Provider>
  );
}

/** A sortable list item (`<li>`), e.g. an image in a gallery. */
export function SortableListItem({
  itemId,
  style,
  ...props
}: HTMLAttributes<HTMLLIElement> & { itemId: number }) {
  const { setNodeRef, handle, moving } = useSortableItem(itemId, style);
  return (
    <HandleContext.Provider value={handle}>
      <li {...props} ref={setNodeRef} style={moving} />
    </HandleContext.Provider>
  );
}

/** Six dots, the usual mark of something that can be dragged. */
function GripGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9 5a2 2 0 1 1-4 0 2 2 0 0 1 4 0Zm0 7a2 2 0 1 1-4 0 2 2 0 0 1 4 0Zm-2 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm12-16a2 2 0 1 1-4 0 2 2 0 0 1 4 0Zm-2 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm2 5a2 2 0 1 1-4 0 2 2 0 0 1 4 0Z"
      />
    </svg>
  );
}

/**
 * The item's drag handle: a real button (Tab reaches it) that dnd-kit's sensors listen on, named
 * after the item; its description tells how to reorder by keyboard.
 */
export function DragHandle({ name }: { name: string }) {
  const { t } = useAdminProductsT();
  const handle = useContext(HandleContext);
  if (!handle) return null;
  const { id, activator, attributes, listeners } = handle;
  return (
    <Button
      ref={activator}
      {...attributes}
      {...listeners}
      // dnd-kit gives role="button" for any element; this one is a button already.
      role={undefined}
      aria-label={t('admin.reorder.handle', { name })}
      data-reorder={controlKey(id, 'handle')}
      icon={<GripGlyph />}
      style={{ cursor: 'grab', touchAction: 'none' }}
    />
  );
}

export interface ReorderControlsProps {
  id: number;
  index: number;
  count: number;
  name: string;
  upLabel: string;
  downLabel: string;
  /** Moves the item to `to` (0-based); `control` is the one used, to keep the focus on it. */
  onMove: (id: number, to: number, control: ReorderControl) => void;
}

/**
 * The buttons beside the drag handle: up, down, to the top, and straight to a position. 32 px
 * targets; each names the item it moves.
 */
export function ReorderControls({
  id,
  index,
  count,
  name,
  upLabel,
  downLabel,
  onMove,
}: ReorderControlsProps) {
  const { t } = useAdminProductsT();
  return (
    <>
      <Button
        aria-label={upLabel}
        disabled={index === 0}
        data-reorder={controlKey(id, 'up')}
        onClick={() => onMove(id, index - 1, 'up')}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        aria-label={downLabel}
        disabled={index === count - 1}
        data-reorder={controlKey(id, 'down')}
        onClick={() => onMove(id, index + 1, 'down')}
      >
        <span aria-hidden="true">↓</span>
      </Button>
      <Button
        aria-label={t('admin.reorder.to_top', { name })}
        disabled={index === 0}
        data-reorder={controlKey(id, 'top')}
        onClick={() => onMove(id, 0, 'top')}
      >
        {t('admin.reorder.to_top_short')}
      </Button>
      <Select<number>
        aria-label={t('admin.reorder.position', { name })}
        // Its own id: a generated one is shared by every Select under jest, and dialogs named
        // by id would read this one's text.
        id={`reorder-position-${id}`}
        value={index + 1}
        style={{ width: 72 }}
        data-reorder={controlKey(id, 'position')}
        options={Array.from({ length: count }, (_, position) => ({
          value: position + 1,
          label: String(position + 1),
        }))}
        onChange={(position) => onMove(id, position - 1, 'position')}
      />
    </>
  );
}
