import { ConfirmButton } from '@bolsos/admin-kit';
import type { User } from '@bolsos/contracts';
import { useNavigate } from '@bolsos/router';
import { toast } from '@bolsos/ui';
import { useAdminUsersT } from '../../../shared/i18n/use-admin-users-t';
import { deleteUser } from '../api/users-api';

/**
 * Delete, after a confirmation. The API refuses one's own account (403) and the last
 * administrator (409); its message is shown in the dialog. Done, the list is next.
 */
export function DeleteUserButton({ user, basename }: { user: User; basename: string }) {
  const { t } = useAdminUsersT();
  const navigate = useNavigate();
  return (
    <ConfirmButton
      danger
      data-testid="user-delete"
      question={t('admin.users.delete_confirm', { name: user.name })}
      confirmText={t('common.delete')}
      onConfirm={async () => {
        await deleteUser(user.id);
        toast.success(t('admin.users.deleted', { name: user.name }));
        void navigate(`${basename}/users`);
      }}
    >
      {t('common.delete')}
    </ConfirmButton>
  );
}
