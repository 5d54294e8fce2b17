import { endpoints } from '../../contract';
import { assertBookingFor, created, mock } from '../http';
import { attachReceipt, createPayment, getPayment, paymentOfReservation, toPayment, verifyPayment } from '../store';

// Fixed paths come before `/api/payments/:id` (msw, like Hono, answers with the first match).
export const paymentHandlers = [
  mock(endpoints.createPayment, (context) => {
    const { body, store } = context;
    assertBookingFor(context, body.reservationId);
    // The Worker's rule: one payment per reservation; a repeated create answers it with 200.
    const existing = paymentOfReservation(store, body.reservationId);
    if (existing) return toPayment(store, existing);
    return created(toPayment(store, createPayment(store, body.reservationId, body.transactionId)));
  }),

  mock(endpoints.getAllPayments, ({ query, store }) =>
    [...store.payments]
      .sort((a, b) => (b.paymentDate ?? '').localeCompare(a.paymentDate ?? ''))
      .filter((p) => !query.status || p.status === query.status)
      .filter((p) => !query.reservationId || p.reservationId === query.reservationId)
      .map((p) => toPayment(store, p)),
  ),

  mock(endpoints.getPaymentById, ({ params, store }) => toPayment(store, getPayment(store, params.id))),

  mock(endpoints.updatePayment, ({ params, body, store }) => {
    const payment = getPayment(store, params.id);
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined) Object.assign(payment, { [key]: value });
    }
    return toPayment(store, payment);
  }),

  mock(endpoints.deletePayment, ({ params, store }) => {
    const payment = getPayment(store, params.id);
    store.payments = store.payments.filter((p) => p.id !== payment.id);
    if (payment.receipt && !store.payments.some((p) => p.receipt === payment.receipt)) {
      store.files = store.files.filter((f) => f.filename !== payment.receipt);
    }
    return { message: 'Payment deleted', deleted: 1 };
  }),

  mock(endpoints.updateReceipt, (context) => {
    const { params, body, store } = context;
    const payment = getPayment(store, params.id);
    assertBookingFor(context, payment.reservationId);
    return toPayment(store, attachReceipt(store, payment.id, body.receipt));
  }),

  mock(endpoints.verifyPayment, ({ params, query, store }) => toPayment(store, verifyPayment(store, params.id, query.approve))),

  mock(endpoints.getPayment, ({ params, store }) => toPayment(store, getPayment(store, params.id))),
];
