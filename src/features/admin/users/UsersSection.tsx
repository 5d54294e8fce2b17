import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/PasswordInput.css';
import { Badge, NativeSelect, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldLock, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_PREFERENCES, ROLES } from '../../../../contract/enums';
import { PASSWORD_MIN, UserCreate, UserUpdate } from '../../../../contract/user';
import type { LanguagePreference, PublicUser, Role } from '../../../../contract';
import { formatNumber } from '../../../lib/format';
import {
  contractValidate,
  RowActions,
  SectionForm,
  SectionHeader,
  ServerPagedTable,
  StatCard,
  StatGrid,
  useSectionMutations,
  useFormMode,
} from '../shared';
import type { Column } from '../shared';
import { createUser, deleteUser, getAllUsers, getUsersPage, updateUser, userKeys } from './api';

interface UserFormValues {
  name: string;
  email: string;
  password: string;
  role: Role;
  languagePreference: LanguagePreference;
}

const EMPTY: UserFormValues = { name: '', email: '', password: '', role: 'USER', languagePreference: 'TR' };

/** Spec "Users": cards Total / Active (role USER) / Admins; add and edit form; table. */
export function UsersSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const all = useQuery({ queryKey: userKeys.all, queryFn: ({ signal }) => getAllUsers(signal) });

  const form = useForm<UserFormValues>({ initialValues: EMPTY });
  const mode = useFormMode(form, EMPTY);
  const messages = { email: t('admin.users.errors.email'), password: t('admin.users.errors.password', { min: PASSWORD_MIN }) };
  // Adding needs a password; on edit a blank one keeps the current password (spec section 5).
  const validate = mode.isEditing
    ? contractValidate<UserFormValues>(UserUpdate, { required: t('admin.form.required'), messages })
    : contractValidate<UserFormValues>(UserCreate, { required: t('admin.form.required'), messages });

  const { submit, save, confirm } = useSectionMutations<UserFormValues, PublicUser>({
    form,
    validate,
    mode,
    save: (values, editingId) => {
      if (editingId) {
        const { password, ...rest } = values;
        return updateUser(editingId, password.trim() ? { ...rest, password } : rest);
      }
      return createUser(values);
    },
    remove: (user) => deleteUser(user.id),
    invalidate: [userKeys.section],
    texts: { created: t('admin.users.created'), updated: t('admin.users.updated'), deleted: t('admin.users.deleted') },
    subject: 'user',
    nameOf: (user) => user.name,
  });

  const users = all.data ?? [];
  const count = (value: number) => (all.isSuccess ? formatNumber(value, lang) : '–');

  const columns: Column<PublicUser>[] = [
    { key: 'name', header: t('admin.users.columns.name'), render: (user) => user.name },
    { key: 'email', header: t('admin.users.columns.email'), render: (user) => user.email },
    {
      key: 'role',
      header: t('admin.users.columns.role'),
      render: (user) => (
        <Badge variant="light" color={user.role === 'ADMIN' ? 'grape' : 'gray'}>
          {t(`admin.users.roles.${user.role}`)}
        </Badge>
      ),
    },
    { key: 'language', header: t('admin.users.columns.language'), render: (user) => t(`admin.users.languages.${user.languagePreference}`) },
    {
      key: 'actions',
      header: t('admin.table.actions'),
      actions: true,
      render: (user) => (
        <RowActions
          name={user.name}
          onEdit={() => mode.edit(user.id, { name: user.name, email: user.email, password: '', role: user.role, languagePreference: user.languagePreference })}
          onDelete={() => confirm.ask(user)}
        />
      ),
    },
  ];

  return (
    <>
      <SectionHeader title={t('admin.sections.users')} />
      <StatGrid>
        <StatCard label={t('admin.users.stats.total')} value={count(users.length)} icon={<IconUsers size={24} />} />
        <StatCard label={t('admin.users.stats.active')} value={count(users.filter((u) => u.role === 'USER').length)} icon={<IconUserCheck size={24} />} color="teal" />
        <StatCard label={t('admin.users.stats.admins')} value={count(users.filter((u) => u.role === 'ADMIN').length)} icon={<IconShieldLock size={24} />} color="grape" />
      </StatGrid>

      <SectionForm
        mode={mode.mode}
        addTitle={t('admin.users.addTitle')}
        editTitle={t('admin.users.editTitle')}
        submitting={save.isPending}
        onCancel={mode.reset}
        onSubmit={submit}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('admin.users.fields.name')} withAsterisk autoComplete="off" {...form.getInputProps('name')} />
          <TextInput label={t('admin.users.fields.email')} type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
          <PasswordInput
            label={t('admin.users.fields.password')}
            withAsterisk={!mode.isEditing}
            description={mode.isEditing ? t('admin.users.fields.passwordEditHint') : undefined}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <NativeSelect
            label={t('admin.users.fields.role')}
            data={ROLES.map((role) => ({ value: role, label: t(`admin.users.roles.${role}`) }))}
            {...form.getInputProps('role')}
          />
          <NativeSelect
            label={t('admin.users.fields.language')}
            data={LANGUAGE_PREFERENCES.map((code) => ({ value: code, label: t(`admin.users.languages.${code}`) }))}
            {...form.getInputProps('languagePreference')}
          />
        </SimpleGrid>
      </SectionForm>

      <ServerPagedTable
        queryKey={userKeys.list}
        fetchPage={getUsersPage}
        columns={columns}
        rowKey={(user) => user.id}
        selectedKey={mode.editingId}
        label={t('admin.users.tableLabel')}
        emptyMessage={t('admin.users.empty')}
        errorMessage={t('admin.users.loadError')}
      />
      {confirm.dialog}
    </>
  );
}
