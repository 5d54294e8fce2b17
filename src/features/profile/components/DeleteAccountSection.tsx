import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/PasswordInput.css';
import { Alert, Button, Group, List, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { reportApiError } from '../../../lib/formErrors';
import { clearSession } from '../../../lib/session';
import { useDeleteMe } from '../api/deleteMe';
import { pageUrl } from '../../../../contract/pages';

/**
 * The right to erasure: what goes and what stays is said before the password confirms it
 * (DELETE /api/users/me). Afterwards this device forgets the session and goes home.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteMe();
  const [opened, setOpened] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: { password: (value) => (value ? null : t('profile.deleteAccount.passwordRequired')) },
  });

  const close = () => {
    setOpened(false);
    setProblem(null);
    form.reset();
  };

  const submit = form.onSubmit(({ password }) => {
    setProblem(null);
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          clearSession();
          queryClient.clear();
          notifications.show({ color: 'green', message: t('profile.deleteAccount.done'), closeButtonProps: { 'aria-label': t('profile.close') } });
          void navigate(pageUrl('home'), { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'PASSWORD_WRONG') {
            form.setFieldError('password', t('profile.deleteAccount.wrongPassword'));
          } else if (isApiError(error) && error.code === 'ACCOUNT_HAS_ACTIVE_BOOKING') {
            setProblem(t('profile.deleteAccount.activeBooking'));
          } else {
            setProblem(reportApiError(error, { form, fallback: t('profile.deleteAccount.failed'), notify: false }).message);
          }
        },
      },
    );
  });

  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {t('profile.deleteAccount.title')}
        </Title>
        <Text size="sm">{t('profile.deleteAccount.description')}</Text>
        <Button color="red.9" variant="outline" onClick={() => setOpened(true)}>
          {t('profile.deleteAccount.open')}
        </Button>
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        title={t('profile.deleteAccount.modalTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('profile.deleteAccount.cancel') }}
      >
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <List size="sm" spacing={4}>
              <List.Item>{t('profile.deleteAccount.erased')}</List.Item>
              <List.Item>{t('profile.deleteAccount.kept')}</List.Item>
            </List>
            <Text size="sm" fw={700}>
              {t('profile.deleteAccount.warning')}
            </Text>
            {problem && (
              <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
                {problem}
              </Alert>
            )}
            <PasswordInput
              label={t('profile.deleteAccount.password')}
              autoComplete="current-password"
              required
              data-autofocus
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={close} disabled={remove.isPending}>
                {t('profile.deleteAccount.cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={remove.isPending}>
                {t('profile.deleteAccount.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
