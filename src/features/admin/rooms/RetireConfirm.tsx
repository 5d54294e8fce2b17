import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface RetireConfirmProps {
  opened: boolean;
  /** The room's number, in the page's digits. */
  number: string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a room is taken out of service for good. */
export function RetireConfirm({ opened, number, loading, onConfirm, onCancel }: RetireConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('adminRooms.list.retireRoom', { number })} centered closeButtonProps={{ 'aria-label': t('admin.confirm.cancel') }}>
      <Text>{t('adminRooms.list.retireConfirm', { number })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {t('admin.confirm.cancel')}
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={loading}>
          {t('adminRooms.list.retire')}
        </Button>
      </Group>
    </Modal>
  );
}
