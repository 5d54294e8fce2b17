import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ContactReplyRequest } from '../../../../contract/contact';
import type { ContactMessage } from '../../../../contract';
import { contractValidate, useAdminMutation, validatedSubmit } from '../shared';
import { messageKeys, replyContactMessage } from './api';

interface ReplyForm {
  reply: string;
}

/** "Reply": the answer (required) e-mailed to the visitor through the outbox; closes once sent. */
export function ReplyDialog({ message, onClose }: { message: ContactMessage; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<ReplyForm>({ initialValues: { reply: '' } });
  const send = useAdminMutation({
    mutationFn: ({ reply }: ReplyForm) => replyContactMessage(message.id, reply),
    form,
    errorFallback: t('adminOps.messages.failed'),
    errorTitle: t('adminOps.messages.failed'),
    successMessage: t('adminOps.messages.sent'),
    invalidate: [messageKeys.list],
  });
  const validate = contractValidate<ReplyForm>(ContactReplyRequest, { required: t('adminOps.messages.replyDialog.required') });
  const submit = validatedSubmit(form, validate, (values) => send.mutate(values, { onSuccess: onClose }));
  const title = t('adminOps.messages.replyDialog.title');

  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('adminOps.messages.replyDialog.cancel') }}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Text size="sm" fw={600}>
            {message.name} · {message.subject}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.message}
          </Text>
          <Text size="sm" c="dimmed">
            {t('adminOps.messages.replyDialog.intro', { email: message.email })}
          </Text>
          <Textarea label={t('adminOps.messages.replyDialog.reply')} withAsterisk autosize minRows={4} data-autofocus {...form.getInputProps('reply')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={send.isPending}>
              {t('adminOps.messages.replyDialog.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('adminOps.messages.replyDialog.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
