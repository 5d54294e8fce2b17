import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PasswordInput.css';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errorMessages';
import { setSession } from '../../../lib/session';
import { login } from '../api/login';
import { AuthCard } from './AuthCard';
import { pageUrl } from '../../../../contract/pages';

/** /login: name and password; an ADMIN lands on /admin, a USER on /profile (docs/urls.md). */
export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const arrival = location.state as { registered?: boolean; passwordReset?: boolean } | null;
  const notice = arrival?.passwordReset ? t('auth.reset.done') : arrival?.registered ? t('auth.login.registered') : null;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', password: '' },
    validate: {
      name: (value) => (value.trim() ? null : t('auth.errors.nameRequired')),
      password: (value) => (value ? null : t('auth.errors.passwordRequired')),
    },
  });

  const submit = async (values: { name: string; password: string }) => {
    setError(null);
    setBusy(true);
    try {
      const { token, user } = await login({ name: values.name.trim(), password: values.password });
      if (!token || !user) {
        setError(t('auth.login.noToken'));
        return;
      }
      setSession(token, user);
      void navigate(pageUrl(user.role === 'ADMIN' ? 'admin' : 'profile'), { replace: true });
    } catch (failure) {
      // The server's message (e.g. wrong name or password), else the spec's text.
      // The code's text in the page's language (LOGIN_FAILED: 'Kullanıcı adı veya şifre hatalı.'), never the server's English.
      setError(isApiError(failure) && failure.status !== 500 && failure.message ? errorText(failure) : t('auth.login.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="md">
          {notice && !error && (
            <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck size={18} aria-hidden />}>
              {notice}
            </Alert>
          )}
          {error && (
            <Alert color="red.9" variant="filled" title={t('auth.login.failedTitle')} icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
          <TextInput label={t('auth.login.name')} autoComplete="username" required {...form.getInputProps('name')} />
          <PasswordInput label={t('auth.login.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
          <Anchor component={Link} to={pageUrl('forgotPassword')} size="sm" mt={-8}>
            {t('auth.login.forgot')}
          </Anchor>
          <Button type="submit" fullWidth loading={busy}>
            {t('auth.login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.login.noAccount')}{' '}
            <Anchor component={Link} to={pageUrl('register')} fw={500}>
              {t('auth.login.toRegister')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
