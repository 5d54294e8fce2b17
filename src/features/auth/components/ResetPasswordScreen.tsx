import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PasswordInput.css';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api';
import { reportApiError } from '../../../lib/formErrors';
import { formatNumber } from '../../../lib/format';
import type { TranslationKey } from '../../../lib/i18n';
import { resetPassword } from '../api/resetPassword';
import { AuthCard } from './AuthCard';
import { LIMITS } from '../../../../contract/common';
import { pageUrl } from '../../../../contract/pages';
import type { ErrorCode } from '../../../../contract/errorCodes';
import { RESET_TOKEN_PATTERN } from '../../../../contract/passwordReset';
import { PASSWORD_MIN } from '../../../../contract/user';

type LinkProblem = 'invalid' | 'used' | 'expired';

/** The server's answer about the link, read as one of the three link problems (else null). */
function linkProblemOf(failure: unknown): LinkProblem | null {
  if (!isApiError(failure) || failure.status !== 400) return null;
  const problems: Partial<Record<ErrorCode, LinkProblem>> = { RESET_LINK_INVALID: 'invalid', RESET_LINK_USED: 'used', RESET_LINK_EXPIRED: 'expired' };
  return (failure.code && problems[failure.code]) ?? null;
}

const PROBLEM_TEXT: Record<LinkProblem, TranslationKey> = {
  invalid: 'auth.reset.invalid',
  used: 'auth.reset.used',
  expired: 'auth.reset.expired',
};

/**
 * /reset-password?token=…: the link of the reset e-mail. A new password twice; on success the
 * login page says the password changed. A link that is malformed, used or expired is told in
 * the visitor's language with a way to ask for a new one.
 */
export function ResetPasswordScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [problem, setProblem] = useState<LinkProblem | null>(RESET_TOKEN_PATTERN.test(token) ? null : 'invalid');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: (value) => {
        if (!value) return t('auth.errors.passwordRequired');
        if (value.length < PASSWORD_MIN) return t('auth.errors.passwordShort', { min: formatNumber(PASSWORD_MIN, i18n.language) });
        return value.length > LIMITS.password ? t('auth.errors.passwordLong', { max: formatNumber(LIMITS.password, i18n.language) }) : null;
      },
      confirmPassword: (value, values) => (value === values.password ? null : t('auth.errors.passwordMismatch')),
    },
  });

  const submit = async ({ password }: { password: string }) => {
    setError(null);
    setBusy(true);
    try {
      await resetPassword({ token, password });
      void navigate(pageUrl('login'), { replace: true, state: { passwordReset: true } });
    } catch (failure) {
      const linkProblem = linkProblemOf(failure);
      if (linkProblem) setProblem(linkProblem);
      else setError(reportApiError(failure, { form, fallback: t('auth.reset.failed'), notify: false }).message);
    } finally {
      setBusy(false);
    }
  };

  if (problem) {
    return (
      <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {t(PROBLEM_TEXT[problem])}
          </Alert>
          <Button component={Link} to={pageUrl('forgotPassword')} fullWidth>
            {t('auth.reset.askAgain')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="md">
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
          <PasswordInput label={t('auth.reset.password')} autoComplete="new-password" required {...form.getInputProps('password')} />
          <PasswordInput label={t('auth.reset.confirm')} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          <Button type="submit" fullWidth loading={busy}>
            {t('auth.reset.submit')}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to={pageUrl('login')} fw={500}>
              {t('auth.forgot.toLogin')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
