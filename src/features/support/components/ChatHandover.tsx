import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { email as emailRule, LIMITS } from '../../../../contract/common';
import { TurnstileWidget } from '../../../components/TurnstileWidget';
import { useBotCheck } from '../../../lib/botCheck';
import { useContentLanguage } from '../../../lib/contentLanguage';
import { reportApiError } from '../../../lib/formErrors';
import { useCreateContactMessage } from '../api/createContactMessage';

const emailSchema = emailRule();

/**
 * The live chat's hand-over (issue 36): the visitor's name and e-mail send what they wrote to the
 * team's Messages (a contact message in the page's language), where it is answered by e-mail.
 */
export function ChatHandover({ lines }: { lines: string[] }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const mutation = useCreateContactMessage();
  const bot = useBotCheck();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '' },
    validate: {
      name: (value) => (value.trim() ? null : t('support.chat.handover.nameRequired')),
      email: (value) =>
        !value.trim() ? t('support.chat.handover.emailRequired') : emailSchema.safeParse(value).success ? null : t('support.chat.handover.emailInvalid'),
    },
  });

  if (sentTo) {
    return (
      <Alert color="teal" role="status" icon={<IconCircleCheck size={18} aria-hidden />}>
        {t('support.chat.handover.sent', { email: sentTo })}
      </Alert>
    );
  }

  const submit = form.onSubmit((values) => {
    setFailure(null);
    if (!bot.ready()) return;
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: t('support.chat.handover.subject'),
      message: lines.join('\n').slice(0, LIMITS.text),
      language,
    };
    mutation.mutate(
      { body, headers: bot.headers() },
      {
        onSettled: () => bot.reset(),
        onSuccess: () => setSentTo(body.email),
        onError: (error) => setFailure(reportApiError(error, { form, fallback: t('support.chat.handover.failed'), notify: false }).message),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('support.chat.handover.title')}>
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {t('support.chat.handover.title')}
        </Text>
        <TextInput label={t('support.chat.handover.name')} required autoComplete="name" maxLength={LIMITS.name} {...form.getInputProps('name')} />
        <TextInput label={t('support.chat.handover.email')} type="email" dir="ltr" required autoComplete="email" maxLength={LIMITS.email} {...form.getInputProps('email')} />
        <TurnstileWidget {...bot.widget} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={mutation.isPending} leftSection={<IconSend size={16} aria-hidden />} w={{ base: '100%', xs: 'auto' }}>
          {t('support.chat.handover.submit')}
        </Button>
      </Stack>
    </form>
  );
}
