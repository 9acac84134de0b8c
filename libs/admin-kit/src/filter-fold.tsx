import { useStrings } from '@bolsos/i18n';
import { Badge, Button, Flex } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { ADMIN_KIT_STRINGS } from './i18n/admin-kit-strings';
import { useIsPhone } from './use-phone';

export interface FilterFoldProps {
  /** How many filters are set or rows selected: shown on the button while folded. */
  active?: number;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A list's filters and bulk actions: laid out as they are on a wide screen, folded behind one
 * button on a phone so the list itself comes first. The button says whether it is open
 * (aria-expanded) and names the region it opens.
 */
export function FilterFold({ active = 0, children, 'data-testid': testId }: FilterFoldProps) {
  const { t } = useStrings(ADMIN_KIT_STRINGS);
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return <>{children}</>;
  return (
    <Flex vertical gap="middle" data-testid={testId}>
      <Button
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        data-testid={testId ? `${testId}-toggle` : undefined}
        style={{ alignSelf: 'flex-start' }}
      >
        {open ? t('fold.hide') : t('fold.show')}
        {active > 0 ? (
          <Badge
            count={active}
            size="small"
            color="#0958d9"
            title={t('fold.active', { count: active })}
          />
        ) : null}
      </Button>
      <div id={id} hidden={!open}>
        <Flex vertical gap="middle">
          {children}
        </Flex>
      </div>
    </Flex>
  );
}
