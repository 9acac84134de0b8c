import { contractRule } from '@bolsos/admin-kit';
import { ROLES, assignableRoles, type ObjectSchema, type Role } from '@bolsos/contracts';
import { Checkbox, Form, Input, type GetProps } from 'antd';
import { useAdminUsersT } from '../../../shared/i18n/use-admin-users-t';

/** Fields of the user forms; the same names the API's 422 `errors` use. */
export const USER_FIELDS = ['name', 'email', 'roles'] as const;

/** What the form holds, as the request the schema checks (untouched fields are empty). */
export function userRequest(values: Partial<Record<(typeof USER_FIELDS)[number], unknown>>) {
  return { name: values.name ?? '', email: values.email ?? '', roles: values.roles ?? [] };
}

/**
 * Whether the form holds something else than it started with: what the unsaved-changes warning
 * asks about. Roles compare as a set, since ticking boxes in another order changes nothing.
 */
export function userFormChanged(
  values: Partial<Record<(typeof USER_FIELDS)[number], unknown>>,
  initial: { name: string; email: string; roles: readonly string[] },
): boolean {
  const now = userRequest(values);
  const roles = (list: unknown) =>
    Array.isArray(list) ? [...(list as string[])].sort().join(',') : '';
  return (
    now.name !== initial.name ||
    now.email !== initial.email ||
    roles(now.roles) !== roles(initial.roles)
  );
}

export interface RoleChoice {
  role: Role;
  /** Held by the user but not the actor's to give or take: shown, kept, not changeable. */
  locked: boolean;
}

/**
 * The roles a form offers (spec §6): an admin may assign admin and manager, a manager only
 * manager. A role the user already holds stays visible but locked when the actor may not assign
 * it, since taking it away is a change the API refuses just as it refuses giving it.
 */
export function roleChoices(actor: readonly Role[], current: readonly Role[] = []): RoleChoice[] {
  const allowed = assignableRoles(actor);
  return ROLES.filter((role) => allowed.includes(role) || current.includes(role)).map((role) => ({
    role,
    locked: !allowed.includes(role),
  }));
}

type CheckboxGroupProps = GetProps<typeof Checkbox.Group>;

/**
 * The roles' checkboxes as one named group. Form.Item gives its control `aria-required`, which
 * ARIA allows on inputs but not on a group of checkboxes (axe: critical aria-allowed-attr), so it
 * is left off here; the label's required mark and the field's message still say it.
 */
function RoleCheckboxes({
  'aria-required': _required,
  label,
  ...group
}: CheckboxGroupProps & { 'aria-required'?: unknown; label: string }) {
  return <Checkbox.Group {...group} role="group" aria-label={label} />;
}

/** Name, e-mail and roles of the create and edit forms, checked with the API's own schema. */
export function UserFields({
  schema,
  choices,
}: {
  schema: ObjectSchema;
  choices: readonly RoleChoice[];
}) {
  // contractRule takes i18next's own `t` (i18n.t): the contracts' messages are common strings.
  const { t, i18n } = useAdminUsersT();
  return (
    <>
      <Form.Item
        name="name"
        label={t('admin.profile.name')}
        required
        rules={[contractRule(schema, 'name', i18n.t)]}
      >
        <Input autoComplete="off" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('admin.profile.email')}
        required
        rules={[contractRule(schema, 'email', i18n.t)]}
      >
        {/* No type="email": the browser's own check would block the submit before ours speaks. */}
        <Input autoComplete="off" inputMode="email" spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="roles"
        label={t('admin.users.col.roles')}
        required
        rules={[contractRule(schema, 'roles', i18n.t)]}
      >
        <RoleCheckboxes
          label={t('admin.users.col.roles')}
          options={choices.map(({ role, locked }) => ({
            value: role,
            label: t(`admin.roles.${role}`),
            disabled: locked,
          }))}
        />
      </Form.Item>
    </>
  );
}
