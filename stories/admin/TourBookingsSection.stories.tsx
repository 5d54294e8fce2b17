import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { rows, tourReservations } from '../world';
import { empty } from '../../mocks/variants';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import { body, refuse } from './helpers';

/** Admin › Tour bookings (confirm / cancel) and › Messages. */
const meta = {
  title: 'Screens/Admin/TourBookings',
  component: AdminScreen,
  parameters: { route: '/admin?section=tourBookings', session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The PENDING tour booking (the other one is already CONFIRMED). */
const first = tourReservations.find((booking) => booking.status === 'PENDING')!;

export const ConfirmAndCancel: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Tur rezervasyonları' }));
    await userEvent.click(await table.findByRole('button', { name: `Onayla ${first.fullName}` }));
    await expect(await within(body()).findByText('Tur rezervasyonu onaylandı.')).toBeInTheDocument();
    await userEvent.click(table.getByRole('button', { name: `İptal Et ${first.fullName}` }));
    await expect(await within(body()).findByText('Tur rezervasyonu iptal edildi.')).toBeInTheDocument();
  },
};

export const Failure: Story = {
  beforeEach({ msw }) {
    msw.use(refuse('updateTourReservationStatus', 409, 'Not enough places left on this tour for this date'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Tur rezervasyonları' }));
    await userEvent.click(await table.findByRole('button', { name: `Onayla ${first.fullName}` }));
    await expect(await within(body()).findByText('Not enough places left on this tour for this date')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...empty('getAllTourReservations'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText('Henüz tur rezervasyonu yok.')).toBeVisible();
  },
};

export const Messages: Story = {
  parameters: { route: '/admin?section=messages' },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('table', { name: 'İletişim mesajları' })).toBeVisible();
  },
};

const CHAT_MESSAGE_ID = '0c000000-0000-4000-8000-000000000036';

/**
 * Issue 36: a handed-over chat in Messages is new; the reply dialog refuses an empty answer,
 * sends the typed one by e-mail (the outbox, in the visitor's language) and the message is
 * answered; then marked handled.
 */
export const MessagesReplyAndHandle: Story = {
  parameters: { route: '/admin?section=messages' },
  async beforeEach() {
    await rows(
      `INSERT INTO contact_messages (id, name, email, subject, message, created_at, language)
       VALUES (?, 'Shirin Karimi', 'shirin.chat@example.com', 'Canlı destek', 'Is the Akdamar boat running in January?', '2099-01-01T09:00:00.000Z', 'en')`,
      CHAT_MESSAGE_ID,
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'İletişim mesajları' }));
    const row = within((await table.findByText('Is the Akdamar boat running in January?')).closest('tr')!);
    await expect(row.getByText('Yeni')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Yanıtla: Shirin Karimi' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'E-postayla yanıtla' }));
    const reply = dialog.getByRole('textbox', { name: /Yanıtınız/ });
    await expect(reply).toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: 'Yanıtı gönder' }));
    await expect(await dialog.findByText('Yanıtı yazın.')).toBeVisible();
    await userEvent.type(reply, 'Yes, every day at 10:00 from Gevaş pier.');
    await userEvent.click(dialog.getByRole('button', { name: 'Yanıtı gönder' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'E-postayla yanıtla' })).toBeNull());
    await expect(await table.findByText('Yanıtlandı')).toBeVisible();
    await expect(await rows("SELECT kind, language FROM email_outbox WHERE to_email = 'shirin.chat@example.com'")).toEqual([{ kind: 'CONTACT_REPLY', language: 'en' }]);
    await expect(await rows('SELECT reply FROM contact_messages WHERE id = ?', CHAT_MESSAGE_ID)).toEqual([{ reply: 'Yes, every day at 10:00 from Gevaş pier.' }]);
    await userEvent.click(table.getByRole('button', { name: 'Tamamlandı olarak işaretle: Shirin Karimi' }));
    await expect(await table.findByText('Tamamlandı')).toBeVisible();
    await expect(table.queryByRole('button', { name: 'Tamamlandı olarak işaretle: Shirin Karimi' })).toBeNull();
  },
};
