import { Alert } from '@mantine/core';
import { useParams } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { type AdminFormOf, AdminFormPage } from '@/core/client/admin/crud/admin-form-page';
import { MultiSelectField, SelectField, SwitchField, TextField } from '@/core/client/admin/crud/form-fields';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useTranslation } from '@/core/client/use-translation';
import {
  type UserCreateFormValues,
  type UserUpdateFormValues,
  userCreateInputSchema,
  userUpdateInputSchema,
} from '@/modules/user/shared/admin/user-admin-schemas';
import { NullableTextField } from './nullable-text-field';
import { useUserFormChoices } from './use-user-form-choices';
import { type UserItem, userEntity } from './user-entity';
import { LANGUAGE_OPTIONS } from './user-labels';

export const meta = adminMeta('user-admin:users.title');

/** The create form's schema or the edit form's: the email only at creation, the states only on edit. */
type UserFormSchema = typeof userCreateInputSchema | typeof userUpdateInputSchema;

function defaults(user: UserItem | null): UserCreateFormValues | UserUpdateFormValues {
  const common = {
    username: user?.username ?? null,
    firstName: user?.firstName ?? null,
    lastName: user?.lastName ?? null,
    language: user?.language ?? null,
    roles: user ? user.roles.map((role) => role.name) : ['Member'],
    groups: user ? user.groups.map((group) => group.name) : [],
  };
  if (!user) return { ...common, email: '' };
  return {
    ...common,
    activated: Boolean(user.activatedAt),
    emailVerified: Boolean(user.emailVerifiedAt),
    locked: Boolean(user.lockedAt),
  };
}

/**
 * /_admin/users/create and /_admin/users/{_id}/edit. Creating: an email, optional names and
 * language, roles and groups; editing: the same but the email, and the account's states.
 */
export function Component() {
  const { t } = useTranslation('user-admin');
  const { id } = useParams();
  const { user: me } = useCurrentUser();
  return (
    <AdminFormPage<UserItem, UserFormSchema>
      entity={userEntity}
      listTitle={t('users.title')}
      createTitle={t('users.create')}
      schema={id ? userUpdateInputSchema : userCreateInputSchema}
      defaults={defaults}
    >
      {(form, user) => <UserFields form={form} user={user} isSelf={user?._id === me?._id} />}
    </AdminFormPage>
  );
}

function UserFields(props: { form: AdminFormOf<UserFormSchema>; user: UserItem | null; isSelf: boolean }) {
  const { t } = useTranslation('user-admin');
  const { control } = props.form;
  const { user } = props;
  const choices = useUserFormChoices({
    roles: user?.roles.map((role) => role.name) ?? [],
    groups: user?.groups.map((group) => group.name) ?? [],
  });
  if (user?.status === 'closed') {
    return (
      <Alert color="gray" title={t('users.closedTitle')}>
        {t('users.closedText')}
      </Alert>
    );
  }
  return (
    <>
      {user ? null : (
        <>
          <Alert color="blue">{t('users.createHelp')}</Alert>
          <TextField control={control} name="email" label={t('users.email')} type="email" required />
        </>
      )}
      <NullableTextField control={control} name="username" label={t('users.username')} />
      <NullableTextField control={control} name="firstName" label={t('users.firstName')} />
      <NullableTextField control={control} name="lastName" label={t('users.lastName')} />
      <SelectField
        control={control}
        name="language"
        label={t('users.language')}
        data={LANGUAGE_OPTIONS}
        clearable
      />
      <MultiSelectField control={control} name="roles" label={t('users.roles')} data={choices.roles} />
      <MultiSelectField control={control} name="groups" label={t('users.groups')} data={choices.groups} />
      {user && (
        <>
          <SwitchField control={control} name="activated" label={t('users.activated')} />
          <SwitchField control={control} name="emailVerified" label={t('users.emailVerified')} />
          <SwitchField
            control={control}
            name="locked"
            label={t('users.locked')}
            description={props.isSelf ? t('users.lockSelf') : t('users.lockHelp')}
          />
        </>
      )}
    </>
  );
}
