import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PasswordInput.css';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TurnstileWidget } from '../../../components/TurnstileWidget';
import { isApiError } from '../../../lib/api';
import { useBotCheck } from '../../../lib/botCheck';
import { reportApiError } from '../../../lib/formErrors';
import { register } from '../api/register';
import { AuthCard } from './AuthCard';
import { EMAIL_PATTERN } from '../../../../contract/patterns';
import { pageUrl } from '../../../../contract/pages';
import { PASSWORD_MIN } from '../../../../contract/user';
import { preferenceOfLanguage } from '../../../../contract/enums';
import { formatNumber } from '../../../lib/format';


/** /register: username, email, password; success goes to /login (spec section 2). */
export function RegisterScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bot = useBotCheck();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', password: '' },
    validate: {
      name: (value) => (value.trim() ? null : t('auth.errors.nameRequired')),
      email: (value) =>
        !value.trim() ? t('auth.errors.emailRequired') : EMAIL_PATTERN.test(value.trim()) ? null : t('auth.errors.emailInvalid'),
      password: (value) =>
        !value
          ? t('auth.errors.passwordRequired')
          : value.length < PASSWORD_MIN
            ? t('auth.errors.passwordShort', { min: formatNumber(PASSWORD_MIN, i18n.language) })
            : null,
    },
  });

  const submit = async (values: { name: string; email: string; password: string }) => {
    setError(null);
    if (!bot.ready()) return;
    setBusy(true);
    try {
      await register(
        {
          name: values.name.trim(),
          email: values.email.trim(),
          password: values.password,
          languagePreference: preferenceOfLanguage(i18n.language),
        },
        bot.headers(),
      );
      void navigate(pageUrl('login'), { state: { registered: true } });
    } catch (failure) {
      // Field problems (taken name, short password) go onto the fields; the message in the red box.
      const { message } = reportApiError(failure, { form, fallback: t('auth.register.failed'), notify: false });
      setError(isApiError(failure) ? message : t('auth.register.failed'));
    } finally {
      setBusy(false);
      bot.reset();
    }
  };

  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="md">
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
          <TextInput label={t('auth.register.name')} autoComplete="username" required {...form.getInputProps('name')} />
          <TextInput type="email" label={t('auth.register.email')} autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordInput label={t('auth.register.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
          <TurnstileWidget {...bot.widget} />
          <Button type="submit" fullWidth loading={busy}>
            {t('auth.register.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.register.haveAccount')}{' '}
            <Anchor component={Link} to={pageUrl('login')} fw={500}>
              {t('auth.register.toLogin')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
