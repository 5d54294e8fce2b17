import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints, type EndpointName } from '../../contract';
import { addDays, vanToday } from '../../contract/time';
import { empty, mockPath, slow } from '../../mocks/variants';
import { backend } from '../../mocks/world';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import { ADMIN_LOGIN, reviews, roomTypeIds } from '../world';

/** Admin › Activity: the audit trail with its filters (person, record type, days), each row's changes before → after. */
const meta = {
  title: 'Screens/Admin/Activity',
  component: AdminScreen,
  parameters: { route: '/admin?section=activity', session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** A second staff member, made by the demo admin (so the trail has two people). */
const REZA = { name: 'reza', email: 'reza@vanturizm.example', password: 'longenough1', role: 'ADMIN', languagePreference: 'EN' } as const;
const review = reviews.find((r) => r.status === 'APPROVED')!;

/** One write straight to the Worker's app as `who`, as the back office would make it: the app's recorder writes its row. */
async function write(who: string, name: EndpointName, body: unknown, query = '') {
  const { token } = await backend.signIn(who);
  const endpoint = endpoints[name];
  const response = await backend.fetch(
    new Request(`http://localhost${endpoint.path}${query}`, {
      method: endpoint.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
}

/** Three writes: the admin adds Reza and rejects a review, then Reza adds a rate (the newest). */
async function threeWrites() {
  await write(ADMIN_LOGIN.name, 'createUser', REZA);
  await write(ADMIN_LOGIN.name, 'updateReview', { rating: review.rating, comment: review.comment, status: 'REJECTED' }, `?id=${review.id}`);
  await write(REZA.name, 'createRate', { roomTypeId: roomTypeIds.ipekyoluDouble, from: '2030-03-15', to: '2030-03-25', price: 2500 });
}

const table = async (canvas: Canvas) => within(await canvas.findByRole('table', { name: 'Etkinlik' }));
const filters = async (canvas: Canvas) => within(await canvas.findByRole('region', { name: 'Etkinlik filtreleri' }));
/** A change line ("field: before → after"), read as a person reads the whole line. */
function change(scope: Canvas, text: string): HTMLElement {
  const line = scope.queryAllByRole('listitem').find((item: HTMLElement) => item.textContent === text);
  if (!line) throw new Error(`No change line "${text}"`);
  return line;
}
/** The table's body rows (the header row left out). */
const bodyRows = (rows: Canvas) => rows.getAllByRole('row').slice(1);

/** Newest first: who, what and the changed fields as "before → after". */
export const Data: Story = {
  beforeEach: threeWrites,
  async play({ canvasElement }) {
    const rows = await table(within(canvasElement));
    await waitFor(() => expect(bodyRows(rows)).toHaveLength(3));
    const [rate, rejected, added] = bodyRows(rows).map((row: HTMLElement) => within(row));
    await expect(rate!.getByText('reza')).toBeVisible();
    await expect(rate!.getByText('Oluşturuldu · Fiyat')).toBeVisible();
    await expect(change(rate!, 'price: (boş) → 2.500')).toBeVisible();
    await expect(rejected!.getByText(ADMIN_LOGIN.name)).toBeVisible();
    await expect(rejected!.getByText('Değiştirildi · Yorum')).toBeVisible();
    await expect(change(rejected!, 'status: APPROVED → REJECTED')).toBeVisible();
    await expect(added!.getByText('Oluşturuldu · Kullanıcı')).toBeVisible();
    await expect(change(added!, 'name: (boş) → reza')).toBeVisible();
    await expect(within(canvasElement).queryByText(/password|longenough1/)).toBeNull();
  },
};

/** Each filter narrows the list on the server; "clear" shows everything again. */
export const Filtering: Story = {
  beforeEach: threeWrites,
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const rows = await table(canvas);
    await waitFor(() => expect(bodyRows(rows)).toHaveLength(3));
    const bar = await filters(canvas);
    await step('by person', async () => {
      await waitFor(() => expect(bar.getByRole('option', { name: 'reza' })).toBeInTheDocument());
      await userEvent.selectOptions(bar.getByLabelText('Kişi'), bar.getByRole('option', { name: 'reza' }));
      await waitFor(async () => expect(bodyRows(await table(canvas))).toHaveLength(1));
      await expect((await table(canvas)).getByText('Oluşturuldu · Fiyat')).toBeVisible();
    });
    await step('by record type', async () => {
      await userEvent.selectOptions(bar.getByLabelText('Kişi'), bar.getByRole('option', { name: 'Herkes' }));
      await userEvent.selectOptions(bar.getByLabelText('Kayıt türü'), bar.getByRole('option', { name: 'Yorum' }));
      await waitFor(async () => expect(bodyRows(await table(canvas))).toHaveLength(1));
      await expect(change(await table(canvas), 'status: APPROVED → REJECTED')).toBeVisible();
    });
    await step('by days: today holds them, tomorrow nothing', async () => {
      await userEvent.click(bar.getByRole('button', { name: 'Filtreleri temizle' }));
      await userEvent.type(bar.getByLabelText('Başlangıç'), vanToday());
      await userEvent.type(bar.getByLabelText('Bitiş'), vanToday());
      await waitFor(async () => expect(bodyRows(await table(canvas))).toHaveLength(3));
      await userEvent.clear(bar.getByLabelText('Başlangıç'));
      await userEvent.type(bar.getByLabelText('Başlangıç'), addDays(vanToday(), 1));
      await userEvent.clear(bar.getByLabelText('Bitiş'));
      await userEvent.type(bar.getByLabelText('Bitiş'), addDays(vanToday(), 1));
      await expect(await canvas.findByText('Bu filtrelere uyan etkinlik yok.')).toBeVisible();
    });
    await step('clear', async () => {
      await userEvent.click(bar.getByRole('button', { name: 'Filtreleri temizle' }));
      await waitFor(async () => expect(bodyRows(await table(canvas))).toHaveLength(3));
    });
  },
};

/** No write yet: says so, and still after choosing a record type (the filters stay usable). */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...empty('getAuditLog'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Bu filtrelere uyan etkinlik yok.')).toBeVisible();
    const bar = await filters(canvas);
    await userEvent.selectOptions(bar.getByLabelText('Kayıt türü'), bar.getByRole('option', { name: 'Ödeme' }));
    await expect(bar.getByLabelText('Kayıt türü')).toHaveValue('payment');
    await expect(await canvas.findByText('Bu filtrelere uyan etkinlik yok.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getAuditLog'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

/** The list fails once: the message with a retry, which then shows the list. */
export const LoadErrorThenRetry: Story = {
  async beforeEach({ msw }) {
    await threeWrites();
    msw.use(http.get(mockPath(endpoints.getAuditLog.path), () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }), { once: true }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Etkinlik yüklenemedi.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(async () => expect(bodyRows(await table(canvas))).toHaveLength(3));
  },
};

/** Persian: right to left, Persian texts and digits, the filter by record type in Persian. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  beforeEach: threeWrites,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const rows = within(await canvas.findByRole('table', { name: 'فعالیت‌ها' }));
    await waitFor(() => expect(rows.getAllByRole('row').slice(1)).toHaveLength(3));
    await expect(rows.getByText('ایجاد شد · نرخ')).toBeVisible();
    await expect(change(rows, 'price: (خالی) ← ۲٬۵۰۰')).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    const bar = within(canvas.getByRole('region', { name: 'فیلترهای فعالیت' }));
    await userEvent.selectOptions(bar.getByLabelText('نوع رکورد'), bar.getByRole('option', { name: 'کاربر' }));
    await waitFor(async () => expect(within(await canvas.findByRole('table', { name: 'فعالیت‌ها' })).getAllByRole('row').slice(1)).toHaveLength(1));
  },
};

/** On a phone (360 px) each write is a card: who, when, what and the changes, nothing off screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach: threeWrites,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Etkinlik' }));
    const line = await waitFor(() => change(list, 'status: APPROVED → REJECTED'));
    await expect(line).toBeVisible();
    const box = line.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
    await expect(canvas.queryByRole('table', { name: 'Etkinlik' })).toBeNull();
  },
};
