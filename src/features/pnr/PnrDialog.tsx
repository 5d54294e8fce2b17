import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import { Badge, Button, Divider, Group, Modal, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PnrLookup, ReservationStatus } from '../../../contract';
import { receiptWanted } from '../../../contract/paymentLabel';
import { CancelBooking } from '../../components/CancelBooking';
import { PaymentStateNote } from '../../components/PaymentStateNote';
import { isApiError } from '../../lib/api';
import { errorText } from '../../lib/errorMessages';
import { formatDate, formatMoney } from '../../lib/format';
import { useLookupPnr } from './api/lookupPnr';

export interface PnrDialogProps {
  opened: boolean;
  onClose: () => void;
  /**
   * Rendered under the result block while the reservation is PENDING and a receipt is wanted (none
   * sent yet, or the last one rejected): the app adds the late receipt upload.
   */
  renderPendingActions?: (result: PnrLookup) => ReactNode;
}

const statusColor: Record<ReservationStatus, string> = { PENDING: 'yellow', CONFIRMED: 'green', CANCELLED: 'red.9' };

/**
 * Spec "Home" PNR dialog: the code (forced to upper case), a search button with a spinner, an
 * error line ('Please enter a PNR code', 'Reservation not found' which clears the result; a rate
 * limit shows the server's message) and the result: hotel (named in the visitor's language), guest, dates, status, total in TL. A
 * tour booking's code finds it too (tour, guest, date). Both offer their cancellation.
 */
export function PnrDialog({ opened, onClose, renderPendingActions }: PnrDialogProps) {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PnrLookup | null>(null);
  // Whether the booking found could be cancelled when it was looked up (stays true after cancelling, for the outcome).
  const [offerCancel, setOfferCancel] = useState(false);
  const lookup = useLookupPnr();

  const search = (event: FormEvent) => {
    event.preventDefault();
    const pnr = code.trim();
    if (!pnr) {
      setError(t('home.pnr.errorEmpty'));
      setResult(null);
      return;
    }
    setError(null);
    lookup.mutate(pnr, {
      onSuccess: (found) => {
        setResult(found);
        setOfferCancel(found.status !== 'CANCELLED');
      },
      onError: (failure) => {
        setResult(null);
        setError(isApiError(failure) && failure.status === 429 ? errorText(failure) : t('home.pnr.errorNotFound'));
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('pnr.title')} centered size="md" closeButtonProps={{ 'aria-label': t('pnr.close') }}>
      <Stack gap="md">
        <form onSubmit={search} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('pnr.label')}
              description={t('pnr.description')}
              placeholder={t('pnr.placeholder')}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
              error={error}
              leftSection={<IconTicket size={16} aria-hidden />}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              styles={{ input: { textTransform: 'uppercase', letterSpacing: '0.08em' } }}
              data-autofocus
            />
            <Button type="submit" loading={lookup.isPending} leftSection={<IconSearch size={16} aria-hidden />}>
              {t('pnr.search')}
            </Button>
          </Stack>
        </form>

        {result && (
          <Stack gap="sm" aria-live="polite">
            <Divider />
            <Paper withBorder radius="md" p="sm">
              <Text fw={700} mb="xs">
                {t('pnr.resultTitle', { pnr: result.pnrCode })}
              </Text>
              <Table variant="vertical" withRowBorders={false} verticalSpacing={4} fz="sm">
                <Table.Tbody>
                  <Row label={t(result.kind === 'TOUR' ? 'pnr.tourName' : 'pnr.hotelName')}>{result.hotelDisplayName ?? result.hotelName}</Row>
                  <Row label={t('pnr.guestName')}>{result.guestName}</Row>
                  {result.kind === 'TOUR' ? (
                    <Row label={t('pnr.tourDate')}>{formatDate(result.checkIn, i18n.language)}</Row>
                  ) : (
                    <>
                      <Row label={t('pnr.checkIn')}>{formatDate(result.checkIn, i18n.language)}</Row>
                      <Row label={t('pnr.checkOut')}>{formatDate(result.checkOut, i18n.language)}</Row>
                    </>
                  )}
                  <Row label={t('pnr.status')}>
                    <Badge color={statusColor[result.status]} variant="filled" c={result.status === 'PENDING' ? 'dark' : undefined}>
                      {t(`pnr.statuses.${result.status}`)}
                    </Badge>
                  </Row>
                  <Row label={t('pnr.totalAmount')}>
                    <Text span fw={700}>
                      {t('pnr.amount', { amount: formatMoney(result.totalAmount, i18n.language) })}
                    </Text>
                    {/* A stay's total is the price paid, its taxes inside (docs/decisions/0020-prices-with-taxes-and-link-language.md). */}
                    {result.kind !== 'TOUR' && <Text span size="xs" c="dimmed">{` ${t('hotelCard.inclTaxes')}`}</Text>}
                  </Row>
                </Table.Tbody>
              </Table>
            </Paper>
            {result.payment && <PaymentStateNote payment={result.payment} />}
            {/* A receipt is asked for only while none is under review (none sent yet, or the last one rejected). */}
            {result.status === 'PENDING' && (!result.payment || receiptWanted(result.payment.state)) && renderPendingActions?.(result)}
            {offerCancel && (
              <CancelBooking
                key={result.pnrCode}
                pnr={result.pnrCode}
                kind={result.kind}
                quote={result.cancellation}
                askEmail
                onCancelled={(answer) => setResult({ ...result, status: answer.status, cancellation: answer.cancellation, payment: answer.payment ?? null })}
              />
            )}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w="40%" fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td>
        <Group gap={4}>{children}</Group>
      </Table.Td>
    </Table.Tr>
  );
}
