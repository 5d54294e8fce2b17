import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../../contract/errorCodes';
import { isApiError } from '../../../lib/api';
import type { TranslationKey } from '../../../lib/i18n';
import type { FormWithErrors } from '../../../lib/formErrors';
import { formatMoney } from '../../../lib/format';
import { refundKeys } from '../payments/refundsApi';
import { adminKeys, useAdminMutation } from '../shared';
import { adminCancelReservation, reservationKeys } from './api';

/** The Worker's refusals of a cancellation, by code, in the back office's words; others as reportApiError says them. */
const REFUSALS: Partial<Record<ErrorCode, TranslationKey>> = {
  ALREADY_CANCELLED: 'adminOps.cancel.refusal.alreadyCancelled',
  CANCEL_AFTER_ARRIVAL: 'adminOps.cancel.refusal.arrived',
  CANCEL_CHANGED: 'adminOps.cancel.refusal.changed',
};

/**
 * An admin's cancellation of a booking with a reason: the answer's fee, kept and refund amounts
 * in the success notification; the reservations, their cards, the refunds and the dashboard are
 * read again. A refused reason lands on the form's field (useAdminMutation).
 */
export function useAdminCancelReservation(form: FormWithErrors) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => t('adminOps.reservations.money', { amount: formatMoney(amount, i18n.language) });
  return useAdminMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => adminCancelReservation(id, { reason }),
    form,
    errorFallback: t('adminOps.cancel.failed'),
    errorTitle: t('adminOps.cancel.failed'),
    errorText: (message, error) => {
      const refusal = isApiError(error) && error.code ? REFUSALS[error.code] : undefined;
      return refusal ? t(refusal) : message;
    },
    successMessage: (answer) =>
      t('adminOps.cancel.done', {
        pnr: answer.pnrCode,
        fee: money(answer.fee),
        kept: money(answer.kept),
        refund: money(answer.refund?.amount ?? 0),
      }),
    invalidate: [reservationKeys.section, refundKeys.section, adminKeys.section('dashboard')],
  });
}
