import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancellationQuote, CancelReservationResponse } from '../../contract';
import { EMAIL_PATTERN } from '../../contract/patterns';
import { isApiError } from '../lib/api';
import { errorText } from '../lib/errorMessages';
import { useCancelReservation } from '../lib/cancellation';
import { formatMoney } from '../lib/format';
import { CancellationPolicyText } from './CancellationPolicyText';

export interface CancelBookingProps {
  pnr: string;
  /** A tour booking keeps its whole price after the free window (a stay its first night). */
  kind?: 'STAY' | 'TOUR';
  quote: CancellationQuote;
  /** A guest without a login proves the booking with its e-mail; the profile's own bookings need none. */
  askEmail: boolean;
  onCancelled?: (answer: CancelReservationResponse) => void;
}

/**
 * A booking's cancellation: the hotel's policy, and while it can still be cancelled, what the
 * hotel keeps and what is refunded if it is cancelled today, stated before the guest confirms
 * (POST /api/reservation/public/cancel). The PNR dialog and the profile both show it.
 */
export function CancelBooking({ pnr, kind = 'STAY', quote, askEmail, onCancelled }: CancelBookingProps) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelReservation();
  const [confirming, setConfirming] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<CancelReservationResponse | null>(null);
  const money = (amount: number) => `${formatMoney(amount, i18n.language)} ${t('common.currency')}`;

  const problemOf = (failure: unknown): string => {
    if (isApiError(failure) && failure.status === 404) return t('cancellation.notFound');
    if (isApiError(failure) && failure.code === 'ALREADY_CANCELLED') return t('cancellation.alreadyCancelled');
    if (isApiError(failure) && failure.code === 'CANCEL_AFTER_ARRIVAL') return t('cancellation.arrived');
    if (isApiError(failure) && failure.status === 429) return errorText(failure);
    return t('cancellation.failed');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (askEmail && !typed) return setEmailError(t('cancellation.emailRequired'));
    if (askEmail && !EMAIL_PATTERN.test(typed)) return setEmailError(t('cancellation.emailInvalid'));
    setEmailError(null);
    setProblem(null);
    cancel.mutate(askEmail ? { pnr, email: typed } : { pnr }, {
      onSuccess: (answer) => {
        setDone(answer);
        onCancelled?.(answer);
      },
      onError: (failure) => setProblem(problemOf(failure)),
    });
  };

  if (done) {
    return (
      <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck size={18} aria-hidden />}>
        <Text fw={700} size="sm">
          {t('cancellation.done', { pnr: done.pnrCode })}
        </Text>
        <Text size="sm">{done.refund ? t('cancellation.refundDue', { amount: money(done.refund.amount) }) : t('cancellation.noRefund')}</Text>
      </Alert>
    );
  }

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Text fw={700} size="sm">
          {t('cancellation.title')}
        </Text>
        <CancellationPolicyText policy={quote.policy} freeDays={quote.freeCancellationDays} freeUntil={quote.freeUntil} tour={kind === 'TOUR'} withRulesLink />
        {!quote.cancellable ? (
          <Text size="sm" c="dimmed">
            {t('cancellation.notCancellable')}
          </Text>
        ) : (
          <>
            <Table variant="vertical" withRowBorders={false} verticalSpacing={2} fz="sm">
              <Table.Tbody>
                {(
                  [
                    ['fee', quote.fee],
                    ['paid', quote.paid],
                    ['kept', quote.kept],
                    ['refund', quote.refund],
                  ] as const
                ).map(([key, amount]) => (
                  <Table.Tr key={key}>
                    <Table.Th fw={500} c="dimmed" w="60%">
                      {t(`cancellation.${key}`)}
                    </Table.Th>
                    <Table.Td fw={key === 'refund' ? 700 : undefined}>{money(amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {!confirming ? (
              <Group>
                <Button color="red.9" variant="outline" size="sm" onClick={() => setConfirming(true)}>
                  {t('cancellation.cancel')}
                </Button>
              </Group>
            ) : (
              <form noValidate onSubmit={submit}>
                <Stack gap="xs">
                  <Text fw={700} size="sm">
                    {t('cancellation.confirmTitle', { pnr })}
                  </Text>
                  {askEmail && (
                    <TextInput
                      type="email"
                      label={t('cancellation.email')}
                      autoComplete="email"
                      required
                      value={email}
                      onChange={(event) => setEmail(event.currentTarget.value)}
                      error={emailError}
                    />
                  )}
                  {problem && (
                    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
                      {problem}
                    </Alert>
                  )}
                  <Group gap="xs">
                    <Button type="submit" color="red.9" size="sm" loading={cancel.isPending}>
                      {t('cancellation.confirm')}
                    </Button>
                    <Button variant="default" size="sm" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
                      {t('cancellation.keep')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
