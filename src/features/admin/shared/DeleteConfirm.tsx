import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What is being deleted: picks the spec's question ('Are you sure you want to delete this user?'). */
export type DeleteSubject = 'user' | 'place' | 'tour' | 'reservation' | 'review' | 'hotel' | 'payment' | 'message' | 'tourBooking';

export interface DeleteConfirmProps {
  opened: boolean;
  subject: DeleteSubject;
  /** Names the record under the question (e.g. the hotel's name), shown as text. */
  itemName?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The delete confirmation dialog with the spec's texts (spec section 5). */
export function DeleteConfirm({ opened, subject, itemName, loading = false, onConfirm, onCancel }: DeleteConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('admin.confirm.title')} centered closeButtonProps={{ 'aria-label': t('admin.confirm.cancel') }}>
      <Text>{t(`admin.confirm.${subject}`)}</Text>
      {itemName && (
        <Text fw={600} mt="xs">
          {itemName}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {t('admin.confirm.cancel')}
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={loading}>
          {t('admin.confirm.delete')}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * State of one delete confirmation: `ask(item)` opens the dialog for `item`; `dialog(props)`
 * renders it. The dialog closes after `onConfirm` resolves (a failure keeps it open; the
 * mutation helper has shown the error).
 */
export function useDeleteConfirm<T>(options: {
  subject: DeleteSubject;
  nameOf?: (item: T) => string;
  onConfirm: (item: T) => Promise<unknown>;
}): { ask: (item: T) => void; dialog: ReactNode; pending: T | null } {
  const [pending, setPending] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const { onConfirm, nameOf, subject } = options;
  const confirm = useCallback(async () => {
    if (pending === null) return;
    setLoading(true);
    try {
      await onConfirm(pending);
      setPending(null);
    } catch {
      // Shown by the mutation helper; the dialog stays so the admin can retry or cancel.
    } finally {
      setLoading(false);
    }
  }, [onConfirm, pending]);
  const dialog = (
    <DeleteConfirm
      opened={pending !== null}
      subject={subject}
      itemName={pending !== null && nameOf ? nameOf(pending) : undefined}
      loading={loading}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending, dialog, pending };
}
