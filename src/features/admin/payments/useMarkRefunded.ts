import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import type { FormWithErrors } from '../../../lib/formErrors';
import { formatMoney } from '../../../lib/format';
import { useAdminMutation } from '../shared';
import { markRefunded, refundKeys } from './refundsApi';

/**
 * Records a refund's bank transfer: a success notification, both refund lists read again; a
 * refund already marked (409) is said in the interface language, a refused reference lands on
 * the form's field (useAdminMutation).
 */
export function useMarkRefunded(form: FormWithErrors) {
  const { t, i18n } = useTranslation();
  return useAdminMutation({
    mutationFn: ({ id, bankReference }: { id: string; bankReference: string }) => markRefunded(id, { bankReference }),
    form,
    errorFallback: t('adminOps.refunds.markFailed'),
    errorTitle: t('adminOps.refunds.markFailed'),
    errorText: (message, error) => (isApiError(error) && error.code === 'ALREADY_REFUNDED' ? t('adminOps.refunds.alreadyRefunded') : message),
    successMessage: (refund) =>
      t('adminOps.refunds.marked', { amount: formatMoney(refund.amount, i18n.language), guest: refund.guestName, pnr: refund.pnrCode }),
    invalidate: [refundKeys.section],
  });
}
