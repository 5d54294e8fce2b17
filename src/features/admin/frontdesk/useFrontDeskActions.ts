import { useTranslation } from 'react-i18next';
import type { CheckInRequest, FrontDeskStayRow } from '../../../../contract/frontDesk';
import type { FormWithErrors } from '../../../lib/formErrors';
import { formatMoney } from '../../../lib/format';
import { useAdminMutation } from '../shared';
import { afterAction, checkInReservation, checkOutReservation, markNoShow } from './api';

/** Check-in with the guests' identities; a field the Worker refuses lands on its row's field. */
export function useCheckIn(form: FormWithErrors) {
  const { t } = useTranslation();
  return useAdminMutation({
    mutationFn: ({ stay, body }: { stay: FrontDeskStayRow; body: CheckInRequest }) => checkInReservation(stay.id, body),
    form,
    errorFallback: t('frontDesk.checkIn.failed'),
    errorTitle: t('frontDesk.checkIn.failed'),
    successMessage: (_answer, { stay }) => t('frontDesk.checkIn.done', { guest: stay.guestName }),
    invalidate: afterAction,
  });
}

export function useCheckOut() {
  const { t } = useTranslation();
  return useAdminMutation({
    mutationFn: (stay: FrontDeskStayRow) => checkOutReservation(stay.id),
    errorFallback: t('frontDesk.checkOut.failed'),
    errorTitle: t('frontDesk.checkOut.failed'),
    successMessage: (_answer, stay) => t('frontDesk.checkOut.done', { guest: stay.guestName }),
    invalidate: afterAction,
  });
}

/** A no-show: the policy's fee and the refund due in the success note. */
export function useNoShow() {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => t('adminOps.reservations.money', { amount: formatMoney(amount, i18n.language) });
  return useAdminMutation({
    mutationFn: (stay: FrontDeskStayRow) => markNoShow(stay.id),
    errorFallback: t('frontDesk.noShow.failed'),
    errorTitle: t('frontDesk.noShow.failed'),
    successMessage: (answer) => t('frontDesk.noShow.done', { pnr: answer.pnrCode, fee: money(answer.fee), refund: money(answer.refund?.amount ?? 0) }),
    invalidate: afterAction,
  });
}
