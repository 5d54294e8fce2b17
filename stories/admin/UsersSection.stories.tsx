import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { users } from '../world';
import { empty, slow } from '../../mocks/variants';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import { body, refuse } from './helpers';

/** Admin › Users: cards, add/edit form with the password rules, paged table, delete with confirmation. */
const meta = {
  title: 'Screens/Admin/Users',
  component: AdminScreen,
  parameters: { route: '/admin?section=users', session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: ReturnType<typeof within>) => canvas.findByRole('table', { name: 'Kullanıcılar' });
const card = (canvas: ReturnType<typeof within>, label: string) => canvas.getByRole('region', { name: label });

/** The cards count the fixtures; the table lists every user. */
export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const rows = within(await table(canvas));
    await expect(await rows.findByRole('cell', { name: users[0]!.email })).toBeVisible();
    await waitFor(() => expect(card(canvas, 'Toplam Kullanıcı')).toHaveTextContent(String(users.length)));
    await expect(card(canvas, 'Aktif Kullanıcı')).toHaveTextContent(String(users.filter((u) => u.role === 'USER').length));
    await expect(card(canvas, 'Yönetici')).toHaveTextContent(String(users.filter((u) => u.role === 'ADMIN').length));
  },
};

/** Adding a user: the new row appears, the total goes up, the form is empty again. */
export const Add: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    const form = within(canvas.getByRole('form', { name: 'Yeni kullanıcı' }));
    await userEvent.type(form.getByLabelText(/^Ad/), 'zeynep.ak');
    await userEvent.type(form.getByLabelText(/^E-posta/), 'zeynep@example.com');
    await userEvent.type(form.getByLabelText(/^Şifre/), 'GüzelŞifre1');
    // A guest from Iran is stored in Persian (migrations/0027_user_language.sql).
    await userEvent.selectOptions(form.getByLabelText('Dil'), 'FA');
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await within(body()).findByText('Kullanıcı eklendi.')).toBeInTheDocument();
    const email = await canvas.findByRole('cell', { name: 'zeynep@example.com' });
    await expect(email).toBeVisible();
    await expect(within(email.closest('tr')!).getByRole('cell', { name: 'Farsça' })).toBeVisible();
    await waitFor(() => expect(card(canvas, 'Toplam Kullanıcı')).toHaveTextContent(String(users.length + 1)));
    await expect(form.getByLabelText(/^Ad/)).toHaveValue('');
  },
};

/** Required fields and the password rule are shown on the fields; nothing is sent. */
export const ValidationErrors: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    const form = within(canvas.getByRole('form', { name: 'Yeni kullanıcı' }));
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await form.findAllByText('Bu alan zorunludur')).toHaveLength(3);
    await userEvent.type(form.getByLabelText(/^Şifre/), 'kısa');
    await userEvent.type(form.getByLabelText(/^E-posta/), 'not-an-email');
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await form.findByText('Şifre en az 8 karakter olmalıdır')).toBeVisible();
    await expect(form.getByText('Geçerli bir e-posta adresi girin')).toBeVisible();
  },
};

/** Edit fills the form (password blank keeps the old one); Cancel returns to add mode. */
export const EditAndCancel: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const user = users.find((u) => u.name === 'ayse.kaya')!;
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Düzenle: ${user.name}` }));
    const form = within(await canvas.findByRole('form', { name: 'Kullanıcıyı düzenle' }));
    await expect(form.getByLabelText(/^E-posta/)).toHaveValue(user.email);
    await expect(form.getByText('Boş bırakırsanız mevcut şifre korunur')).toBeVisible();
    await step('cancel returns to add mode', async () => {
      await userEvent.click(form.getByRole('button', { name: 'İptal' }));
      await expect(await canvas.findByRole('form', { name: 'Yeni kullanıcı' })).toBeVisible();
      await expect(canvas.getByLabelText(/^E-posta/)).toHaveValue('');
    });
    await step('save a change with a blank password', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Düzenle: ${user.name}` }));
      const editForm = within(await canvas.findByRole('form', { name: 'Kullanıcıyı düzenle' }));
      await userEvent.selectOptions(editForm.getByLabelText('Rol'), 'ADMIN');
      await userEvent.click(editForm.getByRole('button', { name: 'Güncelle' }));
      await expect(await within(body()).findByText('Kullanıcı güncellendi.')).toBeInTheDocument();
      await expect(await canvas.findByRole('form', { name: 'Yeni kullanıcı' })).toBeVisible();
      await waitFor(() => expect(card(canvas, 'Yönetici')).toHaveTextContent(String(users.filter((u) => u.role === 'ADMIN').length + 1)));
    });
  },
};

/** Delete asks the spec's question; confirming removes the row. */
export const DeleteConfirm: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const user = users.find((u) => u.name === 'ayse.kaya')!;
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Sil: ${user.name}` }));
    const dialog = within(await within(body()).findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText('Bu kullanıcıyı silmek istediğinizden emin misiniz?')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Sil' }));
    await expect(await within(body()).findByText('Kullanıcı silindi.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('cell', { name: user.email })).not.toBeInTheDocument());
  },
};

/** The server refuses (duplicate email, 409): a red notification with its message and the field error; the typed values stay. */
export const SaveRefused: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('createUser', 409, 'A user with this email already exists', [{ path: 'email', message: 'A user with this email already exists' }]));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    const form = within(canvas.getByRole('form', { name: 'Yeni kullanıcı' }));
    await userEvent.type(form.getByLabelText(/^Ad/), 'yeni');
    await userEvent.type(form.getByLabelText(/^E-posta/), 'demo@vanturizm.example');
    await userEvent.type(form.getByLabelText(/^Şifre/), 'YeterliUzun1');
    await userEvent.click(form.getByRole('button', { name: 'Ekle' }));
    await expect(await within(body()).findByText('Kaydedilemedi')).toBeInTheDocument();
    // Once in the notification, once under the email field.
    await expect(await within(body()).findAllByText('A user with this email already exists')).toHaveLength(2);
    await expect(form.getByLabelText(/^Ad/)).toHaveValue('yeni');
  },
};

/** Deleting the last admin (or yourself) is refused: the message is shown, the row stays. */
export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('deleteUser', 409, 'You cannot delete your own account'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sil: admin' }));
    await userEvent.click(await within(await within(body()).findByRole('dialog')).findByRole('button', { name: 'Sil' }));
    await expect(await within(body()).findByText('You cannot delete your own account')).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: 'admin' })).toBeVisible();
  },
};

/** No users: the empty message. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...empty('getAllUsers'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Henüz kullanıcı yok.')).toBeVisible();
  },
};

/** The list has not answered: spinners. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getAllUsers'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
  },
};

/** Persian, right to left. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'کاربران' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'کل کاربران' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
