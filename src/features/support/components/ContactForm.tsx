import '@mantine/core/styles/Alert.css';
import { Alert, Button, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { email as emailRule, LIMITS } from '../../../../contract/common';
import { TurnstileWidget } from '../../../components/TurnstileWidget';
import { useBotCheck } from '../../../lib/botCheck';
import { reportApiError } from '../../../lib/formErrors';
import { useCreateContactMessage } from '../api/createContactMessage';

const emailSchema = emailRule();

interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Contact form (all fields required, email format), stored through POST /api/contact/createMessage. */
export function ContactForm() {
  const { t } = useTranslation();
  const mutation = useCreateContactMessage();
  const bot = useBotCheck();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const required = (key: 'nameRequired' | 'subjectRequired' | 'messageRequired') => (value: string) =>
    value.trim() ? null : t(`support.form.${key}`);

  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', subject: '', message: '' },
    validate: {
      name: required('nameRequired'),
      email: (value) =>
        !value.trim() ? t('support.form.emailRequired') : emailSchema.safeParse(value).success ? null : t('support.form.emailInvalid'),
      subject: required('subjectRequired'),
      message: required('messageRequired'),
    },
  });

  const submit = form.onSubmit((values) => {
    setOutcome(null);
    if (!bot.ready()) return;
    mutation.mutate(
      {
        body: { name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() },
        headers: bot.headers(),
      },
      {
        onSettled: () => bot.reset(),
        onSuccess: () => {
          form.reset();
          setOutcome({ ok: true, message: t('support.form.success') });
        },
        onError: (error) => {
          const report = reportApiError(error, { form, fallback: t('support.form.error'), notify: false });
          setOutcome({ ok: false, message: report.message });
        },
      },
    );
  });

  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h3" mb="md">
        {t('support.form.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('support.form.name')} required autoComplete="name" maxLength={LIMITS.name} {...form.getInputProps('name')} />
          <TextInput
            label={t('support.form.email')}
            type="email"
            dir="ltr"
            required
            autoComplete="email"
            maxLength={LIMITS.email}
            {...form.getInputProps('email')}
          />
          <TextInput label={t('support.form.subject')} required maxLength={LIMITS.name} {...form.getInputProps('subject')} />
          <Textarea
            label={t('support.form.message')}
            required
            resize="vertical"
            rows={4}
            maxLength={LIMITS.text}
            {...form.getInputProps('message')}
          />
          <TurnstileWidget {...bot.widget} />
          {outcome && (
            <Alert
              color={outcome.ok ? 'teal' : 'red'}
              role={outcome.ok ? 'status' : 'alert'}
              icon={outcome.ok ? <IconCircleCheck size={18} aria-hidden /> : undefined}
            >
              {outcome.message}
            </Alert>
          )}
          <Button type="submit" loading={mutation.isPending} leftSection={<IconSend size={16} aria-hidden />} w={{ base: '100%', xs: 'auto' }}>
            {t('support.form.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
