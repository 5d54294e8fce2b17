import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Divider.css';
import { Alert, Card, Divider, List, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../../contract';
import { formatNumber } from '../../../lib/format';
import { usePublicConfig } from '../../../lib/publicConfig';
import { BankAccount } from './BankAccount';
import { PnrCodeRow, TransferAmount } from './TransferParts';
import { ReceiptUpload } from './ReceiptUpload';

export interface ReceiptViewProps {
  pnrCode: string;
  totalAmount: number;
  paymentId: string;
  bookingToken: string;
  onUploaded: (payment: Payment) => void;
}

/** Second step of the booking: PNR, the bank account, the total, the PNR note, the receipt upload, notes. */
export function ReceiptView({ pnrCode, totalAmount, paymentId, bookingToken, onUploaded }: ReceiptViewProps) {
  const { t, i18n } = useTranslation();
  const config = usePublicConfig();
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('booking.receipt.title')}
          </Title>
          <PnrCodeRow pnrCode={pnrCode} />
          <Text size="sm" c="dimmed">
            {t('booking.receipt.pnrHint')}
          </Text>
          <Divider />
          <Title order={3} size="h4">
            {t('booking.receipt.bankTitle')}
          </Title>
          <BankAccount />
          <TransferAmount amount={totalAmount} />
          <Alert color="yellow" variant="light" role="note" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Text fw={600}>{t('booking.receipt.pnrNote', { pnr: pnrCode })}</Text>
            {config.data && <Text size="sm">{t('booking.receipt.holdNote', { count: config.data.holdHours, hours: formatNumber(config.data.holdHours, i18n.language) })}</Text>}
          </Alert>
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('booking.receipt.uploadTitle')}
          </Title>
          <ReceiptUpload paymentId={paymentId} bookingToken={bookingToken} onUploaded={onUploaded} />
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          {t('booking.receipt.notesTitle')}
        </Title>
        <List size="sm" spacing="xs">
          <List.Item>{t('booking.receipt.notes.active')}</List.Item>
          <List.Item>{t('booking.receipt.notes.email')}</List.Item>
          <List.Item>{t('booking.receipt.notes.later')}</List.Item>
        </List>
      </Card>
    </Stack>
  );
}
