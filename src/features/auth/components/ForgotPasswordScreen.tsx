import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportApiError } from '../../../lib/formErrors';
import { formatNumber } from '../../../lib/format';
import { languageInfo } from '../../../lib/i18n';
import { forgotPassword } from '../api/forgotPassword';
import { TurnstileWidget } from '../../../components/TurnstileWidget';
import { useBotCheck } from '../../../lib/botCheck';
import { AuthCard } from './AuthCard';
import { EMAIL_PATTERN } from '../../../../contract/patterns';
import { pageUrl } from '../../../../contract/pages';
import { PASSWORD_RESET_MINUTES } from '../../../../contract/passwordReset';

/**
 * /forgot-password: the account's e-mail; the server mails a reset link in this page's language.
 * The answer is the same for every address, so the screen says only where to look next.
 */
export function ForgotPasswordScreen() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');
  const [error, setError] = useState<string | null>(null);
  const bot = useBotCheck();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: {
      email: (value) =>
        !value.trim() ? t('auth.errors.emailRequired') : EMAIL_PATTERN.test(value.trim()) ? null : t('auth.errors.emailInvalid'),
    },
  });

  const submit = async ({ email }: { email: string }) => {
    setError(null);
    if (!bot.ready()) return;
    setState('sending');
    try {
      await forgotPassword({ email: email.trim(), language: languageInfo(i18n.language).code }, bot.headers());
      setState('sent');
    } catch (failure) {
      setError(reportApiError(failure, { form, fallback: t('auth.forgot.failed'), notify: false }).message);
      setState('form');
    } finally {
      bot.reset();
    }
  };

  const backToLogin = (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={pageUrl('login')} fw={500}>
        {t('auth.forgot.toLogin')}
      </Anchor>
    </Text>
  );

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      {state === 'sent' ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" role="status" icon={<IconMailCheck size={18} aria-hidden />}>
            <Text fw={700} size="sm" mb={4}>
              {t('auth.forgot.sentTitle')}
            </Text>
            {t('auth.forgot.sent', { minutes: formatNumber(PASSWORD_RESET_MINUTES, i18n.language) })}
          </Alert>
          {backToLogin}
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
          <Stack gap="md">
            {error && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
                {error}
              </Alert>
            )}
            <TextInput type="email" label={t('auth.forgot.email')} autoComplete="email" required {...form.getInputProps('email')} />
            <TurnstileWidget {...bot.widget} />
            <Button type="submit" fullWidth loading={state === 'sending'}>
              {t('auth.forgot.submit')}
            </Button>
            {backToLogin}
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
