import { formatDateTime } from '@bolsos/admin-kit';
import type { Locale, StaffUser } from '@bolsos/contracts';
import { Alert, Button, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useAdminUsersT } from '../../../shared/i18n/use-admin-users-t';
import { liftSignInLock } from '../api/users-api';

/**
 * On the user's page while failed sign-ins from strangers' browsers lock the account: until
 * when, what it means, and a button to lift it. Once lifted, a confirmation takes its place and
 * the focus, so a keyboard or screen-reader user hears the outcome where the button was. The
 * button sits under the text (not in the Alert's side action) so a 390 px screen wraps it.
 */
export function SignInLockNotice({ user, locale }: { user: StaffUser; locale: Locale }) {
  const { t } = useAdminUsersT();
  const [lockedUntil, setLockedUntil] = useState(user.locked_until);
  const [lifting, setLifting] = useState(false);
  const [lifted, setLifted] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (lifted) confirmation.current?.focus();
  }, [lifted]);

  if (lifted)
    return (
      <div ref={confirmation} tabIndex={-1} data-testid="sign-in-lock-lifted">
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('admin.users.lock_lifted', { name: user.name })}
        />
      </div>
    );
  if (!lockedUntil) return null;

  const lift = async () => {
    setLifting(true);
    try {
      const { data } = await liftSignInLock(user.id);
      setLockedUntil(data.locked_until);
      setLifted(data.locked_until === null);
    } catch {
      // The API client has toasted the reason; the notice and its button stay for another try.
    } finally {
      setLifting(false);
    }
  };

  return (
    <section aria-labelledby="sign-in-lock-title" data-testid="sign-in-lock">
      <Alert
        type="warning"
        showIcon
        title={
          <span id="sign-in-lock-title">
            {t('admin.users.locked_until', { date: formatDateTime(lockedUntil, locale) })}
          </span>
        }
        description={
          <Flex vertical gap="small" align="flex-start">
            <span>{t('admin.users.locked_hint')}</span>
            <Button onClick={() => void lift()} loading={lifting} data-testid="sign-in-lock-lift">
              {t('admin.users.lift_lock')}
            </Button>
          </Flex>
        }
      />
    </section>
  );
}
