import { endpoints } from '../../contract';
import { mock } from '../http';

/** GET /api/admin/outbox: the e-mails the mock changes queued (the mocks never send). */
export const outboxHandlers = [
  mock(endpoints.getOutbox, ({ query, store }) =>
    [...store.outbox]
      .reverse()
      .filter((row) => !query.status || row.status === query.status),
  ),
];
