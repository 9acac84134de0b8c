import type { MessageStatus } from '@bolsos/contracts';
import { Tag } from 'antd';
import { useStatusLabels } from '../hooks/use-status-labels';

const COLOURS: Record<MessageStatus, string | undefined> = {
  new: 'blue',
  open: 'gold',
  answered: 'green',
  archived: undefined,
  spam: 'red',
};

export function MessageStatusTag({ status }: { status: MessageStatus }) {
  const labels = useStatusLabels();
  return (
    <Tag color={COLOURS[status]} data-testid="message-status">
      {labels[status]}
    </Tag>
  );
}
