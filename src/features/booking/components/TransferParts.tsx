import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';

/** The booking's PNR code, large, as the guest copies it into the transfer description. */
export function PnrCodeRow({ pnrCode }: { pnrCode: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="center">
      <Text c="dimmed">{t('booking.receipt.pnr')}</Text>
      <Badge size="xl" radius="sm" variant="light" ff="monospace" data-testid="pnr-code" style={{ textTransform: 'none' }}>
        {pnrCode}
      </Badge>
    </Group>
  );
}

/** The amount to transfer. */
export function TransferAmount({ amount }: { amount: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Group justify="space-between" align="baseline">
      <Text fw={500}>{t('booking.receipt.amount')}</Text>
      <Text fw={700} size="xl" data-testid="receipt-total">
        {formatMoney(amount, i18n.language)} {t('common.currency')}
      </Text>
    </Group>
  );
}
