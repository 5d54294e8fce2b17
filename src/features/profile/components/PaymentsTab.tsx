import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Code.css';
import { Alert, Badge, Box, Button, Card, Code, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paymentStatusLabel } from '../../../../contract/paymentLabel';
import type { PaymentState, PaymentStatusLabel } from '../../../../contract';
import { EmptyState } from '../../../components/EmptyState';
import { PaymentStateNote } from '../../../components/PaymentStateNote';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useMyPayments } from '../api/getMyPayments';
import { Field } from './Field';
import { pageUrl } from '../../../../contract/pages';

const BOOKING_ENDED: readonly PaymentState[] = ['CANCELLED', 'REFUND_DUE', 'REFUNDED'];

const labelColor: Record<PaymentStatusLabel, MantineColor> = {
  paid: 'green',
  pending: 'orange',
  cancelled: 'gray',
  refunded: 'blue',
  failed: 'red',
};

/** The payment method (bank transfer) and the user's payments with the spec's status labels. */
export function PaymentsTab() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Alert variant="light" color="lake" role="note" icon={<IconBuildingBank aria-hidden />} title={t('profile.payments.methodTitle')}>
        {t('profile.payments.methodText')}
      </Alert>
      <Title order={2} size="h3">
        {t('profile.payments.historyTitle')}
      </Title>
      <PaymentList />
    </Stack>
  );
}

function PaymentList() {
  const { t, i18n } = useTranslation();
  const payments = useMyPayments();
  const language = i18n.language;

  if (payments.isPending) return <LoadingState />;
  if (payments.isError) {
    return (
      <ErrorState message={t('profile.payments.loadError')} onRetry={() => void payments.refetch()} retrying={payments.isFetching} />
    );
  }
  if (payments.data.length === 0) {
    return (
      <EmptyState
        message={t('profile.payments.empty')}
        description={t('profile.payments.emptyHint')}
        action={
          <Button component={Link} to={pageUrl('hotels')} variant="light">
            {t('profile.reservations.browse')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="md">
      {payments.data.map((payment) => {
        // A cancelled booking's unpaid payment is no longer pending (issue 36): it follows the booking.
        const label = payment.status === 'PENDING' && BOOKING_ENDED.includes(payment.state) ? 'cancelled' : paymentStatusLabel(payment.status);
        return (
          <Card key={payment.id} withBorder radius="md" padding="md" component="article" aria-label={payment.reservation.pnrCode}>
            <Group justify="space-between" align="center" gap="xs" mb="sm">
              <Field label={t('profile.payments.pnr')}>
                <Code fz="sm" fw={700}>
                  {payment.reservation.pnrCode}
                </Code>
              </Field>
              <Badge variant="dot" color={labelColor[label]} size="lg">
                {t(`profile.payments.status.${label}`)}
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="sm">
              <Field label={t('profile.payments.amount')}>
                {formatMoney(payment.amount, language)} {t('common.currency')}
              </Field>
              <Field label={t('profile.payments.date')}>{payment.paymentDate ? formatDateTime(payment.paymentDate, language) : '—'}</Field>
              <Field label={t('profile.payments.method')}>{t(`profile.payments.provider.${payment.provider}`)}</Field>
              <Field label={t('profile.payments.receipt')}>
                {t(payment.receipt ? 'profile.payments.receiptUploaded' : 'profile.payments.receiptMissing')}
              </Field>
            </SimpleGrid>
            <Box mt="sm">
              <PaymentStateNote payment={payment} compact />
            </Box>
          </Card>
        );
      })}
    </Stack>
  );
}
