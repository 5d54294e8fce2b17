import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { canLogIn, rows, USER_LOGIN } from '../world';
import { failing } from '../../mocks/variants';
import { ForgotPasswordScreen } from '../../src/features/auth/components/ForgotPasswordScreen';
import { LoginScreen } from '../../src/features/auth/components/LoginScreen';
import { ResetPasswordScreen } from '../../src/features/auth/components/ResetPasswordScreen';
import enErrors from '../../src/locales/en/errors.json';

const wait = { timeout: 5000 };

function PasswordRoutes() {
  return <Outlet />;
}

/** /forgot-password and /reset-password, with /login where a reset ends. */
const meta = {
  title: 'Screens/Auth/Password reset',
  component: PasswordRoutes,
  parameters: {
    route: '/forgot-password',
    router: {
      path: '/',
      children: [
        { path: 'login', element: <LoginScreen /> },
        { path: 'forgot-password', element: <ForgotPasswordScreen /> },
        { path: 'reset-password', element: <ResetPasswordScreen /> },
      ],
    },
  },
} satisfies Meta<typeof PasswordRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas, label: RegExp, value: string) {
  await userEvent.click(await canvas.findByLabelText(label, {}, wait));
  await userEvent.paste(value);
}

/** The reset e-mails in the outbox for `email`. */
const resetMails = (email: string) =>
  rows<{ language: string }>("SELECT language FROM email_outbox WHERE kind = 'PASSWORD_RESET' AND to_email = ?", email);

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A reset link as the e-mail carries it: a fresh account (so the demo logins keep their
 * passwords) with a stored link in the given state. The token is the story's own.
 */
async function resetLink(token: string, state: 'fresh' | 'used' | 'expired', name: string) {
  const id = `00000000-0000-4000-8000-${(await sha256(name)).slice(0, 12)}`;
  await rows('DELETE FROM users WHERE id = ?', id);
  await rows("INSERT INTO users (id, name, email, password_hash, role) VALUES (?, ?, ?, 'pbkdf2-sha256$1$AA==$AA==', 'USER')", id, name, `${name}@example.com`);
  const future = new Date(Date.now() + 30 * 60_000).toISOString();
  await rows(
    'INSERT INTO password_resets (token_hash, user_id, expires_at, used_at) VALUES (?, ?, ?, ?)',
    await sha256(token),
    id,
    state === 'expired' ? '2020-01-01T00:00:00.000Z' : future,
    state === 'used' ? new Date().toISOString() : null,
  );
}

const TOKENS = {
  fresh: 'Fresh-reset-link-token-0123456789abcdefghij',
  used: 'Used-reset-link-token-0123456789abcdefghijk',
  expired: 'Expired-reset-link-token-0123456789abcdefgh',
  persian: 'Persian-reset-link-token-0123456789abcdefgh',
  mismatch: 'Mismatch-reset-link-token-0123456789abcdefg',
} as const;

/** Nothing typed, then a malformed address: both told on the field. */
export const ForgotRequired: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Bağlantı gönder' }, wait));
    await expect(await canvas.findByText('E-posta zorunludur', {}, wait)).toBeVisible();
    await fill(canvas, /E-posta/, 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Bağlantı gönder' }));
    await expect(await canvas.findByText('Geçerli bir e-posta adresi girin', {}, wait)).toBeVisible();
  },
};

/** A known address: "check your e-mail", and a reset e-mail in Turkish waits in the outbox. */
export const ForgotSent: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const before = (await resetMails(USER_LOGIN.email)).length;
    await fill(canvas, /E-posta/, USER_LOGIN.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Bağlantı gönder' }));
    await expect(await canvas.findByRole('status', {}, wait)).toHaveTextContent('E-postanızı kontrol edin');
    await expect(canvas.getByRole('status')).toHaveTextContent('30 dakika');
    await waitFor(async () => expect(await resetMails(USER_LOGIN.email)).toHaveLength(before + 1));
    await expect((await resetMails(USER_LOGIN.email)).at(-1)?.language).toBe('tr');
  },
};

/** An address without an account: the same answer, and no e-mail. */
export const ForgotUnknownAddress: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fill(canvas, /E-posta/, 'nobody-here@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Bağlantı gönder' }));
    await expect(await canvas.findByRole('status', {}, wait)).toHaveTextContent('E-postanızı kontrol edin');
    await expect(await resetMails('nobody-here@example.com')).toHaveLength(0);
  },
};

/** The call fails: the screen says so and keeps the address. */
export const ForgotFailure: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'forgotPassword'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fill(canvas, /E-posta/, USER_LOGIN.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Bağlantı gönder' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Bağlantı gönderilemedi. Lütfen tekrar deneyin.');
    await expect(canvas.getByLabelText(/E-posta/)).toHaveValue(USER_LOGIN.email);
  },
};

/** Persian: right to left, and the e-mail is written in Persian. */
export const ForgotPersian: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fill(canvas, /ایمیل/, USER_LOGIN.email);
    await userEvent.click(canvas.getByRole('button', { name: 'ارسال پیوند' }));
    await expect(await canvas.findByRole('status', {}, wait)).toHaveTextContent('ایمیل خود را بررسی کنید');
    await waitFor(async () => expect((await resetMails(USER_LOGIN.email)).at(-1)?.language).toBe('fa'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** The login page leads to the request. */
export const FromLogin: Story = {
  parameters: { route: '/login' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Şifremi unuttum' }, wait));
    await expect(await canvas.findByRole('heading', { name: 'Şifremi unuttum' }, wait)).toBeVisible();
  },
};

/** A link without a token (or a broken one): told at once, with a way to ask again. */
export const ResetWithoutToken: Story = {
  parameters: { route: '/reset-password' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Bu şifre yenileme bağlantısı geçersiz.');
    await userEvent.click(canvas.getByRole('link', { name: 'Yeni bağlantı iste' }));
    await expect(await canvas.findByRole('heading', { name: 'Şifremi unuttum' }, wait)).toBeVisible();
  },
};

/** Too short, then two different passwords: told on the fields, nothing sent. */
export const ResetValidation: Story = {
  parameters: { route: `/reset-password?token=${TOKENS.mismatch}` },
  async beforeEach() {
    await resetLink(TOKENS.mismatch, 'fresh', 'reset.mismatch');
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fill(canvas, /^Yeni şifre\W*$/, 'kısa');
    await userEvent.click(canvas.getByRole('button', { name: 'Şifreyi kaydet' }));
    await expect(await canvas.findByText('Şifre en az 8 karakter olmalıdır', {}, wait)).toBeVisible();
    await fill(canvas, /^Yeni şifre\W*$/, '-uzun-bir-sifre');
    await fill(canvas, /tekrar/, 'baska-bir-sifre');
    await userEvent.click(canvas.getByRole('button', { name: 'Şifreyi kaydet' }));
    await expect(await canvas.findByText('Şifreler eşleşmiyor', {}, wait)).toBeVisible();
    await expect(await rows('SELECT 1 FROM password_resets WHERE token_hash = ? AND used_at IS NULL', await sha256(TOKENS.mismatch))).toHaveLength(1);
  },
};

/** The link works: the password is set, the login page says so, and the new password logs in. */
export const ResetSuccess: Story = {
  parameters: { route: `/reset-password?token=${TOKENS.fresh}` },
  async beforeEach() {
    await resetLink(TOKENS.fresh, 'fresh', 'reset.fresh');
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fill(canvas, /^Yeni şifre\W*$/, 'Van-Kalesi-2026');
    await fill(canvas, /tekrar/, 'Van-Kalesi-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Şifreyi kaydet' }));
    await expect(await canvas.findByRole('status', {}, wait)).toHaveTextContent('Şifreniz değiştirildi.');
    await expect(canvas.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    await expect(await canLogIn('reset.fresh', 'Van-Kalesi-2026')).toBe(true);
  },
};

/** A link used once already: the server refuses it and the screen offers a new one. */
export const ResetUsedLink: Story = {
  parameters: { route: `/reset-password?token=${TOKENS.used}` },
  async beforeEach() {
    await resetLink(TOKENS.used, 'used', 'reset.used');
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fill(canvas, /^Yeni şifre\W*$/, 'Van-Kalesi-2026');
    await fill(canvas, /tekrar/, 'Van-Kalesi-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Şifreyi kaydet' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Bu şifre yenileme bağlantısı zaten kullanıldı.');
    await expect(canvas.getByRole('link', { name: 'Yeni bağlantı iste' })).toBeVisible();
    await expect(await canLogIn('reset.used', 'Van-Kalesi-2026')).toBe(false);
  },
};

/** An expired link, in English. */
export const ResetExpiredLink: Story = {
  globals: { locale: 'en' },
  parameters: { route: `/reset-password?token=${TOKENS.expired}` },
  async beforeEach() {
    await resetLink(TOKENS.expired, 'expired', 'reset.expired');
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fill(canvas, /^New password\W*$/, 'Van-Kalesi-2026');
    await fill(canvas, /again/, 'Van-Kalesi-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent(enErrors.RESET_LINK_EXPIRED);
  },
};

/** Persian: right to left, from the link to the login page. */
export const ResetPersian: Story = {
  globals: { locale: 'fa' },
  parameters: { route: `/reset-password?token=${TOKENS.persian}` },
  async beforeEach() {
    await resetLink(TOKENS.persian, 'fresh', 'reset.persian');
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fill(canvas, /^رمز عبور تازه\W*$/, 'Van-Kalesi-2026');
    await fill(canvas, /تکرار/, 'Van-Kalesi-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'ذخیرهٔ رمز عبور' }));
    await expect(await canvas.findByRole('status', {}, wait)).toHaveTextContent('رمز عبور شما تغییر کرد.');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
