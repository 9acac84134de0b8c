import { Button } from 'antd';

/**
 * Move one item of an ordered list up or down: buttons rather than drag and drop, so keyboards
 * and screen readers can reorder too. The labels name the item ('Move image 2 up').
 */
export function MoveButtons({
  index,
  count,
  disabled,
  upLabel,
  downLabel,
  onMove,
}: {
  index: number;
  count: number;
  disabled: boolean;
  upLabel: string;
  downLabel: string;
  onMove: (index: number, offset: -1 | 1) => void;
}) {
  return (
    <>
      <Button
        size="small"
        aria-label={upLabel}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, -1)}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        size="small"
        aria-label={downLabel}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, 1)}
      >
        <span aria-hidden="true">↓</span>
      </Button>
    </>
  );
}
