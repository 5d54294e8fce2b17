import '@mantine/core/styles/PasswordInput.css';
import { Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../contract/common';
import { PASSWORD_MIN } from '../../../../contract/user';
import { formatNumber } from '../../../lib/format';
import { reportApiError } from '../../../lib/formErrors';
import { useChangePassword } from '../api/changePassword';

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Current, new and confirmed password (PUT /api/users/changePassword). The rules are the
 * contract's (ChangePasswordRequest: required, at least PASSWORD_MIN, not the current one) plus
 * the confirmation; a wrong current password shows the server's message on that field.
 */
export function ChangePasswordTab() {
  const { t, i18n } = useTranslation();
  const min = formatNumber(PASSWORD_MIN, i18n.language);
  const max = formatNumber(LIMITS.password, i18n.language);
  const change = useChangePassword();

  const form = useForm<PasswordForm>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: (value) => (value ? null : t('profile.password.required')),
      newPassword: (value, values) => {
        if (!value) return t('profile.password.required');
        if (value.length < PASSWORD_MIN) return t('profile.password.tooShort', { min });
        if (value.length > LIMITS.password) return t('profile.password.tooLong', { max });
        if (value === values.currentPassword) return t('profile.password.sameAsCurrent');
        return null;
      },
      confirmPassword: (value, values) => {
        if (!value) return t('profile.password.required');
        return value === values.newPassword ? null : t('profile.password.mismatch');
      },
    },
  });

  // Mantine's PasswordInput leaves aria-invalid and the toggle's (English) name to the caller.
  const fieldProps = (field: keyof PasswordForm) => ({
    ...form.getInputProps(field),
    'aria-invalid': form.errors[field] ? true : undefined,
    visibilityToggleButtonProps: { 'aria-label': t('profile.password.toggleVisibility') },
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('profile.password.success'), closeButtonProps: { 'aria-label': t('profile.close') } });
          form.reset();
        },
        onError: (error) => {
          // Field errors (a wrong current password) go onto the form; anything else is a notification.
          const report = reportApiError(error, { form, fallback: '', notify: false });
          if (Object.keys(report.fieldErrors).length === 0) {
            notifications.show({
              color: 'red',
              message: report.message ? `${t('profile.password.failed')} ${report.message}` : t('profile.password.failed'),
              closeButtonProps: { 'aria-label': t('profile.close') },
              autoClose: 8000,
            });
          }
        },
      },
    );
  });

  return (
    <Paper withBorder radius="md" p="lg" maw={480}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('profile.password.intro', { min })}
          </Text>
          <PasswordInput
            label={t('profile.password.current')}
            autoComplete="current-password"
            withAsterisk
            {...fieldProps('currentPassword')}
          />
          <PasswordInput label={t('profile.password.new')} autoComplete="new-password" withAsterisk {...fieldProps('newPassword')} />
          <PasswordInput
            label={t('profile.password.confirm')}
            autoComplete="new-password"
            withAsterisk
            {...fieldProps('confirmPassword')}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('profile.password.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
