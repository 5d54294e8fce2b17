import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FrontDeskStayRow } from '../../../../contract/frontDesk';
import { vanToday } from '../../../../contract/time';
import { formatDate } from '../../../lib/format';
import { useCheckOut, useNoShow } from './useFrontDeskActions';

export interface ConfirmStayActionProps {
  action: 'checkOut' | 'noShow';
  stay: FrontDeskStayRow;
  onClose: () => void;
}

/** Check-out (an early one says the nights left go back on sale) or no-show (the policy applies), asked first. */
export function ConfirmStayAction({ action, stay, onClose }: ConfirmStayActionProps) {
  const { t, i18n } = useTranslation();
  const checkOut = useCheckOut();
  const noShow = useNoShow();
  const mutation = action === 'checkOut' ? checkOut : noShow;
  const title = t(`frontDesk.${action}.title`);
  const date = (value: string) => formatDate(value, i18n.language);
  const early = action === 'checkOut' && vanToday() < stay.checkOut;
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('frontDesk.keep') }}>
      <Stack gap="md" role="group" aria-label={title}>
        <Text fw={600}>
          <bdi>{stay.guestName}</bdi> · <span dir="ltr">{stay.pnrCode}</span>
        </Text>
        <Text>{t(`frontDesk.${action}.question`, { guest: stay.guestName, date: date(stay.checkIn) })}</Text>
        {action === 'noShow' && <Text size="sm">{t('frontDesk.noShow.policy')}</Text>}
        {early && <Text size="sm">{t('frontDesk.checkOut.early', { date: date(stay.checkOut) })}</Text>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('frontDesk.keep')}
          </Button>
          <Button color={action === 'noShow' ? 'red.9' : undefined} loading={mutation.isPending} onClick={() => mutation.mutate(stay, { onSuccess: onClose })} data-autofocus>
            {t(`frontDesk.${action}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
