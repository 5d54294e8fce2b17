import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { vanToday, weekdayName } from '../../contract';
import { rows, stored } from '../world';
import { empty, slow } from '../../mocks/variants';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import { body, refuse } from './helpers';

/** The back office shows the stored (base) texts (stories/world.ts `stored`). */
const places = stored.places;

/** Admin › Tourist Places: cards (open today in Van, avg. fee with $), all-required form, table. */
const meta = {
  title: 'Screens/Admin/Places',
  component: AdminScreen,
  parameters: { route: '/admin?section=places', session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const table = (canvas: Canvas) => canvas.findByRole('table', { name: 'Turistik yerler' });
const card = (canvas: Canvas, label: string) => canvas.getByRole('region', { name: label });

export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await within(await table(canvas)).findByText(places[0]!.name);
    const today = weekdayName(vanToday());
    const open = places.filter((p) => p.visitDays.includes(today)).length;
    await waitFor(() => expect(card(canvas, 'Toplam Yer')).toHaveTextContent(String(places.length)));
    await expect(card(canvas, 'Bugün Açık')).toHaveTextContent(String(open));
    await expect(card(canvas, 'Ort. Giriş Ücreti')).toHaveTextContent('$');
  },
};

/** Lists typed comma-separated are split and trimmed; the new place appears. */
export const Add: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    const form = within(canvas.getByRole('form', { name: 'Yeni turistik yer' }));
    // fireEvent: typing thirteen fields key by key outlasts the story's time limit.
    const type = async (label: RegExp, text: string) => fireEvent.change(form.getByLabelText(label), { target: { value: text } });
    await type(/^Ad/, 'Hoşap Kalesi');
    await type(/^Konum/, 'Gürpınar, Van');
    await type(/^Görsel/, '/photos/hosap.svg');
    await type(/^Açıklama/, '17. yüzyıl kalesi.');
    await type(/^Açılış saati/, '09:00');
    await type(/^Kapanış saati/, '17:00');
    await type(/^En iyi mevsimler/, ' spring ,summer, ');
    await type(/^Olanaklar/, 'Otopark');
    await type(/^Ziyaret günleri/, 'Monday, Tuesday');
    await type(/^Yetişkin ücreti/, '50');
    await type(/^Öğrenci ücreti/, '25');
    await type(/^Müze kart ücreti/, '0');
    await type(/^Ulaşım/, 'Araba, Otobüs');
    await userEvent.selectOptions(form.getByLabelText(/^Kategori/), 'historical');
    await type(/^İletişim/, '+90 432 000 11 22');
    await type(/^Ziyaret süresi/, '2 saat');
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await within(body()).findByText('Turistik yer eklendi.')).toBeInTheDocument();
    await waitFor(() => expect(card(canvas, 'Toplam Yer')).toHaveTextContent(String(places.length + 1)));
    // Category, contact and visit duration are stored; the new place heads the table (newest first), highlighted.
    await expect(await rows("SELECT category, contact, recommended_duration FROM places WHERE name = 'Hoşap Kalesi'")).toEqual([
      { category: 'historical', contact: '+90 432 000 11 22', recommended_duration: '2 saat' },
    ]);
    const list = within(await table(canvas));
    await waitFor(() => expect(list.getAllByRole('row')[1]).toHaveTextContent('Hoşap Kalesi'));
    await expect(list.getAllByRole('row')[1]).toHaveAttribute('aria-current', 'true');
  },
};

/** Every field is required. */
export const ValidationErrors: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    const form = within(canvas.getByRole('form', { name: 'Yeni turistik yer' }));
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await form.findAllByText('Bu alan zorunludur')).toHaveLength(13);
  },
};

/** Edit shows lists joined with commas; Cancel returns to add mode; delete asks first. */
export const EditCancelDelete: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const place = places[0]!;
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Düzenle: ${place.name}` }));
    const form = within(await canvas.findByRole('form', { name: 'Turistik yeri düzenle' }));
    await expect(form.getByLabelText(/^Ziyaret günleri/)).toHaveValue(place.visitDays.join(', '));
    await userEvent.click(form.getByRole('button', { name: 'İptal' }));
    await expect(await canvas.findByRole('form', { name: 'Yeni turistik yer' })).toBeVisible();
    await step('delete with confirmation', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Sil: ${place.name}` }));
      const dialog = within(await within(body()).findByRole('dialog'));
      await waitFor(() => expect(dialog.getByText('Bu yeri silmek istediğinizden emin misiniz?')).toBeVisible());
      await userEvent.click(dialog.getByRole('button', { name: 'Sil' }));
      await expect(await within(body()).findByText('Turistik yer silindi.')).toBeInTheDocument();
      await waitFor(() => expect(card(canvas, 'Toplam Yer')).toHaveTextContent(String(places.length - 1)));
    });
  },
};

/** The position is typed (or picked on the map): the edit form shows the stored one, and a save stores the new one. */
export const EditPosition: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const place = places.find((candidate) => candidate.name === 'Van Fortress')!;
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Düzenle: ${place.name}` }));
    const form = within(await canvas.findByRole('form', { name: 'Turistik yeri düzenle' }));
    await expect(form.getByRole('group', { name: 'Haritadaki konum' })).toBeVisible();
    await expect(form.getByLabelText('Enlem')).toHaveValue(String(place.latitude));
    await expect(form.getByLabelText('Boylam')).toHaveValue(String(place.longitude));
    await expect(await form.findByRole('region', { name: 'Konum seçme haritası' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.clear(form.getByLabelText('Enlem'));
    await userEvent.type(form.getByLabelText('Enlem'), '38.50311');
    await userEvent.clear(form.getByLabelText('Boylam'));
    await userEvent.type(form.getByLabelText('Boylam'), '43.34102');
    await userEvent.click(form.getByRole('button', { name: 'Güncelle' }));
    await expect(await within(body()).findByText('Turistik yer güncellendi.')).toBeInTheDocument();
    const [stored] = await rows<{ latitude: number; longitude: number }>('SELECT latitude, longitude FROM places WHERE id = ?', place.id);
    await expect(stored).toEqual({ latitude: 38.50311, longitude: 43.34102 });
  },
};

/** A refused save shows the server's message. */
export const SaveRefused: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('updatePlace', 500, 'Internal server error'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Düzenle: ${places[1]!.name}` }));
    const form = within(await canvas.findByRole('form', { name: 'Turistik yeri düzenle' }));
    await userEvent.click(form.getByRole('button', { name: 'Güncelle' }));
    await expect(await within(body()).findAllByText('Kaydedilemedi')).not.toHaveLength(0);
    await expect(form.getByLabelText(/^Ad/)).toHaveValue(places[1]!.name);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...empty('getAllPlaces'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Henüz turistik yer yok.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getAllPlaces'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'مکان‌های گردشگری' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
