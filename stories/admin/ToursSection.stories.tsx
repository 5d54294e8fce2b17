import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { vanToday } from '../../contract';
import { rows, stored } from '../world';
import { empty, slow } from '../../mocks/variants';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import { body, refuse } from './helpers';

/** The back office shows the stored (base) texts (stories/world.ts `stored`). */
const tours = stored.tours;

/** Admin › Tours: cards Active / Upcoming, form rules (with the tour's type), table newest first. */
const meta = {
  title: 'Screens/Admin/Tours',
  component: AdminScreen,
  parameters: { route: '/admin?section=tours', session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const table = (canvas: Canvas) => canvas.findByRole('table', { name: 'Turlar' });
const card = (canvas: Canvas, label: string) => canvas.getByRole('region', { name: label });

export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await within(await table(canvas)).findByText(tours[0]!.tourName);
    await waitFor(() => expect(card(canvas, 'Aktif Turlar')).toHaveTextContent(String(tours.length)));
    await expect(card(canvas, 'Yaklaşan Turlar')).toHaveTextContent(String(tours.filter((t) => t.startDate > vanToday()).length));
  },
};

/** Add a tour (photo and phone optional). */
export const Add: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    const form = within(canvas.getByRole('form', { name: 'Yeni tur' }));
    fireEvent.change(form.getByLabelText(/^Tur adı/), { target: { value: 'Nemrut Krater Gölü' } });
    fireEvent.change(form.getByLabelText(/^Başlangıç adresi/), { target: { value: 'Van merkez' } });
    fireEvent.change(form.getByLabelText(/^Bitiş adresi/), { target: { value: 'Tatvan' } });
    fireEvent.change(form.getByLabelText(/^Başlangıç tarihi/), { target: { value: '2027-07-01' } });
    fireEvent.change(form.getByLabelText(/^Bitiş tarihi/), { target: { value: '2027-07-02' } });
    fireEvent.change(form.getByLabelText(/^Fiyat/), { target: { value: '120' } });
    fireEvent.change(form.getByLabelText(/^Katılımcı sayısı/), { target: { value: '15' } });
    await userEvent.selectOptions(form.getByLabelText(/^Tur türü/), 'nature');
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await within(body()).findByText('Tur eklendi.')).toBeInTheDocument();
    await waitFor(() => expect(card(canvas, 'Aktif Turlar')).toHaveTextContent(String(tours.length + 1)));
    // The type chosen is stored; the new tour heads the table (newest first), highlighted.
    await expect(await rows("SELECT tour_type FROM tours WHERE tour_name = 'Nemrut Krater Gölü'")).toEqual([{ tour_type: 'nature' }]);
    const list = within(await table(canvas));
    await waitFor(() => expect(list.getAllByRole('row')[1]).toHaveTextContent('Nemrut Krater Gölü'));
    await expect(list.getAllByRole('row')[1]).toHaveAttribute('aria-current', 'true');
  },
};

/** Required fields; the end date may not be before the start date. */
export const ValidationErrors: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    const form = within(canvas.getByRole('form', { name: 'Yeni tur' }));
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await form.findAllByText('Bu alan zorunludur')).toHaveLength(7);
    fireEvent.change(form.getByLabelText(/^Tur adı/), { target: { value: 'X' } });
    fireEvent.change(form.getByLabelText(/^Başlangıç adresi/), { target: { value: 'A' } });
    fireEvent.change(form.getByLabelText(/^Bitiş adresi/), { target: { value: 'B' } });
    fireEvent.change(form.getByLabelText(/^Başlangıç tarihi/), { target: { value: '2027-07-05' } });
    fireEvent.change(form.getByLabelText(/^Bitiş tarihi/), { target: { value: '2027-07-01' } });
    fireEvent.change(form.getByLabelText(/^Fiyat/), { target: { value: '10' } });
    fireEvent.change(form.getByLabelText(/^Katılımcı sayısı/), { target: { value: '5' } });
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await form.findByText('Bitiş tarihi başlangıç tarihinden önce olamaz')).toBeVisible();
  },
};

/** Edit then cancel; delete asks first and a refusal is shown. */
export const EditCancelDeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('deleteTour', 409, 'This tour has bookings and cannot be deleted'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const tour = tours[0]!;
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Düzenle: ${tour.tourName}` }));
    const form = within(await canvas.findByRole('form', { name: 'Turu düzenle' }));
    await expect(form.getByLabelText(/^Tur adı/)).toHaveValue(tour.tourName);
    await userEvent.click(form.getByRole('button', { name: 'İptal' }));
    await expect(await canvas.findByRole('form', { name: 'Yeni tur' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Sil: ${tour.tourName}` }));
    const dialog = within(await within(body()).findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText('Bu turu silmek istediğinizden emin misiniz?')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Sil' }));
    await expect(await within(body()).findByText('This tour has bookings and cannot be deleted')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...empty('getAllTours'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Henüz tur yok.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getAllTours'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'تورها' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** A tour's cancellation policy: non-refundable saved by the Worker; the day count is asked only for the free policy. */
export const PolicyNonRefundable: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const tour = tours[0]!;
    await within(await table(canvas)).findByText(tour.tourName);
    await userEvent.click(canvas.getByRole('button', { name: `Düzenle: ${tour.tourName}` }));
    const form = within(await canvas.findByRole('form', { name: 'Turu düzenle' }));
    await expect(form.getByLabelText(/^Ücretsiz iptal günü/)).toHaveValue(String(tour.freeCancellationDays));
    await userEvent.selectOptions(form.getByLabelText('İptal politikası'), 'NON_REFUNDABLE');
    await expect(form.queryByLabelText(/^Ücretsiz iptal günü/)).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Güncelle' }));
    await expect(await within(body()).findByText('Tur güncellendi.')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await rows<{ cancellation_policy: string }>('SELECT cancellation_policy FROM tours WHERE id = ?', tour.id))[0]?.cancellation_policy).toBe(
        'NON_REFUNDABLE',
      ),
    );
  },
};
