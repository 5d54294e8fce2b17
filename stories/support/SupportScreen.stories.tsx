import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '../../contract';
import { failing, mockPath } from '../../mocks/variants';
import { SupportScreen } from '../../src/features/support/components/SupportScreen';
import { rows } from '../world';

const messageCount = async () => (await rows('SELECT id FROM contact_messages')).length;

/** /contact: live chat, FAQ, contact form and the contact block (spec "Support"). */
const meta = {
  title: 'Screens/Support/SupportScreen',
  component: SupportScreen,
  parameters: { route: '/contact' },
} satisfies Meta<typeof SupportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function openContactForm(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('tab', { name: 'İletişim formu' }));
  return within(canvas.getByRole('tabpanel'));
}

async function fillContact(form: Canvas, subject = 'Akdamar in winter') {
  await userEvent.type(form.getByRole('textbox', { name: 'Ad' }), 'Deniz Yılmaz');
  await userEvent.type(form.getByRole('textbox', { name: 'E-posta' }), 'deniz@example.com');
  await userEvent.type(form.getByRole('textbox', { name: 'Konu' }), subject);
  await userEvent.type(form.getByRole('textbox', { name: 'Mesaj' }), 'Is the boat running in January?');
}

/** The bot's welcome; the visitor's message appears at once and the canned reply after 1 second. */
export const LiveChat: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log', { name: 'Sohbet mesajları' });
    await expect(log).toHaveTextContent('Merhaba! Van Turizm desteğine hoş geldiniz.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mesajınız' }), 'Merhaba, tur fiyatları nedir?{Enter}');
    await expect(log).toHaveTextContent('Merhaba, tur fiyatları nedir?');
    await expect(canvas.getByRole('textbox', { name: 'Mesajınız' })).toHaveValue('');
    // Not at once: the assistant is shown typing first …
    await expect(log).not.toHaveTextContent('Mesajınız için teşekkürler');
    await expect(canvas.getByText('Destek asistanı yazıyor…')).toBeVisible();
    // … then the reply replaces the typing line (waited for as a visitor would, not timed).
    await waitFor(() => expect(log).toHaveTextContent('Mesajınız için teşekkürler'), { timeout: 10_000 });
    await waitFor(() => expect(canvas.queryByText('Destek asistanı yazıyor…')).not.toBeInTheDocument());
  },
};

/**
 * Issue 36: the chat is handed over to the team: after the canned reply the visitor gives name
 * and e-mail (refused empty), and what they wrote lands in the admin's Messages, in their language.
 */
export const ChatHandedOver: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Mesajınız' }), 'Akdamar turu kışın var mı?{Enter}');
    const handover = within(await canvas.findByRole('form', { name: 'Bu sohbeti ekibimize gönderin' }));
    await userEvent.click(handover.getByRole('button', { name: 'Ekibe gönder' }));
    await expect(await handover.findByText('E-posta adresinizi girin')).toBeVisible();
    await expect(handover.getByText('Adınızı girin')).toBeVisible();
    await userEvent.type(handover.getByRole('textbox', { name: 'Adınız' }), 'Deniz Yılmaz');
    await userEvent.type(handover.getByRole('textbox', { name: 'E-posta adresiniz' }), 'deniz.chat@example.com');
    await userEvent.click(handover.getByRole('button', { name: 'Ekibe gönder' }));
    await expect(await canvas.findByText('Gönderildi. Ekibimiz size deniz.chat@example.com adresinden yanıt verecek.')).toBeVisible();
    await expect(await rows('SELECT name, subject, message, language FROM contact_messages WHERE email = ?', 'deniz.chat@example.com')).toEqual([
      { name: 'Deniz Yılmaz', subject: 'Canlı destek', message: 'Akdamar turu kışın var mı?', language: 'tr' },
    ]);
  },
};

/** An empty message is not sent (the send button stays disabled). */
export const ChatIgnoresBlank: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Mesajınız' }), '   ');
    await expect(canvas.getByRole('button', { name: 'Gönder' })).toBeDisabled();
  },
};

/** FAQ accordion: reservation, cancellation (free up to 24 hours) and payment (card, bank transfer). */
export const Faq: Story = {
  parameters: { route: '/contact?tab=faq' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const cancellation = await canvas.findByRole('button', { name: 'Rezervasyonumu iptal edebilir miyim?' });
    await expect(cancellation).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(cancellation);
    await expect(cancellation).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(/24 saat öncesine kadar ücretsiz iptal/)).toBeVisible());
    const payment = canvas.getByRole('button', { name: 'Hangi ödeme yöntemlerini kullanabilirim?' });
    await userEvent.click(payment);
    await waitFor(() => expect(canvas.getByText(/Kredi kartı ya da banka havalesi/)).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Nasıl rezervasyon yapabilirim?' })).toBeVisible();
  },
};

/** Every field is required and the email must look like one; nothing is sent. */
export const ContactValidation: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const before = await messageCount();
    const form = await openContactForm(canvas);
    await userEvent.click(form.getByRole('button', { name: 'Mesajı gönder' }));
    for (const message of ['Ad zorunludur', 'E-posta zorunludur', 'Konu zorunludur', 'Mesaj zorunludur']) {
      await expect(await form.findByText(message)).toBeVisible();
    }
    await userEvent.type(form.getByRole('textbox', { name: 'E-posta' }), 'deniz@');
    await userEvent.click(form.getByRole('button', { name: 'Mesajı gönder' }));
    await expect(await form.findByText('Geçerli bir e-posta adresi girin')).toBeVisible();
    await expect(await messageCount()).toBe(before);
  },
};

/** A valid message is stored and the visitor sees the success text; the form is emptied. */
export const ContactSuccess: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const form = await openContactForm(canvas);
    await fillContact(form);
    await userEvent.click(form.getByRole('button', { name: 'Mesajı gönder' }));
    await expect(await form.findByRole('status')).toHaveTextContent('Mesajınız gönderildi');
    await expect(form.getByRole('textbox', { name: 'Konu' })).toHaveValue('');
    await expect(await rows('SELECT email FROM contact_messages WHERE subject = ?', 'Akdamar in winter')).toEqual([
      { email: 'deniz@example.com' },
    ]);
  },
};

/** The server fails: a visible error, the typed message kept. */
export const ContactServerError: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'createContactMessage'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const form = await openContactForm(canvas);
    await fillContact(form);
    await userEvent.click(form.getByRole('button', { name: 'Mesajı gönder' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Mesajınız gönderilemedi. Lütfen tekrar deneyin.');
    await expect(form.getByRole('textbox', { name: 'Mesaj' })).toHaveValue('Is the boat running in January?');
  },
};

/** Too many messages (429): the server's own message is shown. */
export const ContactRateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockPath(endpoints.createContactMessage.path), () =>
        HttpResponse.json({ message: 'Too many messages. Please try again later.' }, { status: 429, headers: { 'Retry-After': '60' } }),
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const form = await openContactForm(canvas);
    await fillContact(form);
    await userEvent.click(form.getByRole('button', { name: 'Mesajı gönder' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Too many messages. Please try again later.');
  },
};

/** The contact block: address, phone, email, working hours and social links. */
export const ContactDetails: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const block = within(await canvas.findByRole('region', { name: 'İletişim bilgileri' }));
    await expect(block.getByText(/Cumhuriyet Caddesi/)).toBeVisible();
    await expect(block.getByRole('link', { name: '+90 432 216 00 00' })).toHaveAttribute('href', 'tel:+904322160000');
    await expect(block.getByRole('link', { name: 'info@vanturizm.com.tr' })).toHaveAttribute('href', 'mailto:info@vanturizm.com.tr');
    await expect(block.getByRole('row', { name: /Pazartesi–Cuma 09:00–18:00/ })).toBeVisible();
    await expect(block.getByRole('row', { name: /Cumartesi 09:00–13:00/ })).toBeVisible();
    await expect(block.getByRole('row', { name: /Pazar Kapalı/ })).toBeVisible();
    await expect(block.getByRole('link', { name: 'Instagram üzerinde Van Turizm' })).toHaveAttribute('target', '_blank');
  },
};

/** Persian: right to left, the chat and hours in Persian. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'گفتگوی زنده' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByRole('log')).toHaveTextContent('به پشتیبانی گردشگری وان خوش آمدید');
    await expect(canvas.getByRole('row', { name: /۰۹:۰۰ تا ۱۸:۰۰/ })).toBeVisible();
  },
};
