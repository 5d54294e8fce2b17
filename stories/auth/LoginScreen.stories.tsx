import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ADMIN_LOGIN, rows, USER_LOGIN } from '../world';
import { LOGIN_FAILED } from '../../contract';
import { failing } from '../../mocks/variants';
import { LoginScreen } from '../../src/features/auth/components/LoginScreen';
import { RegisterScreen } from '../../src/features/auth/components/RegisterScreen';
import { getSession } from '../../src/lib/session';
import trErrors from '../../src/locales/tr/errors.json';
import { answer } from '../booking/storyHelpers';

const wait = { timeout: 5000 };

function AuthRoutes() {
  return <Outlet />;
}

/** /login and /register with the places they lead to (/admin, /profile, /login). */
const meta = {
  title: 'Screens/Auth/Login and Register',
  component: AuthRoutes,
  parameters: {
    route: '/login',
    router: {
      path: '/',
      children: [
        { path: 'login', element: <LoginScreen /> },
        { path: 'register', element: <RegisterScreen /> },
        { path: 'admin', element: <h1>Admin</h1> },
        { path: 'profile', element: <h1>Profile</h1> },
      ],
    },
  },
} satisfies Meta<typeof AuthRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas, label: RegExp, value: string) {
  await userEvent.click(await canvas.findByLabelText(label, {}, wait));
  await userEvent.paste(value);
}

async function logIn(canvas: Canvas, name: string, password: string) {
  await fill(canvas, /Kullanıcı Adı/, name);
  await fill(canvas, /Şifre/, password);
  await userEvent.click(canvas.getByRole('button', { name: 'Giriş Yap' }));
}

/** Both fields empty: both required. */
export const Required: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Giriş Yap' }, wait));
    await expect(await canvas.findByText('Kullanıcı adı zorunludur', {}, wait)).toBeVisible();
    await expect(canvas.getByText('Şifre zorunludur')).toBeVisible();
  },
};

/** Wrong password: the refusal (LOGIN_FAILED) in the page's language in a red box, never the server's English; no session. */
export const WrongPassword: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await logIn(canvas, ADMIN_LOGIN.name, 'wrong-password');
    const alert = await canvas.findByRole('alert', {}, wait);
    await waitFor(() => expect(alert).toHaveTextContent(trErrors.LOGIN_FAILED));
    await expect(alert).not.toHaveTextContent(LOGIN_FAILED);
    await expect(getSession().isAuthenticated).toBe(false);
  },
};

/** A failure without a message of its own: the spec's Turkish text. */
export const ServerFailure: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'login'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await logIn(canvas, ADMIN_LOGIN.name, ADMIN_LOGIN.password);
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent(
      'Giriş başarısız oldu. Lütfen bilgilerinizi kontrol edin.',
    );
  },
};

/** A 200 without a token: 'Token alınamadı'. */
export const NoToken: Story = {
  beforeEach({ msw }) {
    msw.use(answer('login', { message: 'ok' }));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await logIn(canvas, ADMIN_LOGIN.name, ADMIN_LOGIN.password);
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Token alınamadı');
    await expect(getSession().isAuthenticated).toBe(false);
  },
};

/** An ADMIN lands on /admin, token and user stored. */
export const AdminGoesToAdmin: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await logIn(canvas, ADMIN_LOGIN.name, ADMIN_LOGIN.password);
    await expect(await canvas.findByRole('heading', { name: 'Admin' }, wait)).toBeVisible();
    await waitFor(() => expect(getSession().user?.role).toBe('ADMIN'));
  },
};

/** A USER lands on /profile. */
export const UserGoesToProfile: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await logIn(canvas, USER_LOGIN.name, USER_LOGIN.password);
    await expect(await canvas.findByRole('heading', { name: 'Profile' }, wait)).toBeVisible();
    await waitFor(() => expect(getSession().user?.role).toBe('USER'));
  },
};

/** Register: required fields and the email format. */
export const RegisterValidation: Story = {
  parameters: { route: '/register' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Kayıt Ol' }, wait));
    await expect(await canvas.findByText('Kullanıcı adı zorunludur', {}, wait)).toBeVisible();
    await expect(canvas.getByText('E-posta zorunludur')).toBeVisible();
    await expect(canvas.getByText('Şifre zorunludur')).toBeVisible();
    await fill(canvas, /E-posta/, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    await expect(await canvas.findByText('Geçerli bir e-posta adresi girin', {}, wait)).toBeVisible();
  },
};

/** A password shorter than eight characters: said in Turkish on the field, and nothing is sent. */
export const RegisterShortPassword: Story = {
  parameters: { route: '/register' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fill(canvas, /Kullanıcı Adı/, 'kisa.sifre');
    await fill(canvas, /E-posta/, 'kisa@example.com');
    await fill(canvas, /Şifre/, 'kisa1');
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    await expect(await canvas.findByText('Şifre en az 8 karakter olmalıdır', {}, wait)).toBeVisible();
    await expect(canvas.queryByText(/Password must be/)).not.toBeInTheDocument();
    await expect(await rows('SELECT id FROM users WHERE name = ?', 'kisa.sifre')).toHaveLength(0);
  },
};

/** A taken name: the server's refusal (USERNAME_TAKEN) in Turkish. */
export const RegisterTaken: Story = {
  parameters: { route: '/register' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fill(canvas, /Kullanıcı Adı/, USER_LOGIN.name);
    await fill(canvas, /E-posta/, 'yeni@example.com');
    await fill(canvas, /Şifre/, 'YeniSifre!2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent(trErrors.USERNAME_TAKEN);
  },
};

/** A failure without a message: 'Kayıt başarısız.'. */
export const RegisterFailure: Story = {
  parameters: { route: '/register' },
  beforeEach({ msw }) {
    msw.use(...failing(500, 'register'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fill(canvas, /Kullanıcı Adı/, 'yeni.misafir');
    await fill(canvas, /E-posta/, 'yeni@example.com');
    await fill(canvas, /Şifre/, 'YeniSifre!2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('Kayıt başarısız.');
  },
};

/** Success goes to /login with a note. */
export const RegisterSuccess: Story = {
  parameters: { route: '/register' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fill(canvas, /Kullanıcı Adı/, 'yeni.misafir');
    await fill(canvas, /E-posta/, 'yeni@example.com');
    await fill(canvas, /Şifre/, 'YeniSifre!2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Kayıt Ol' }));
    await expect(await canvas.findByText('Hesabınız oluşturuldu. Şimdi giriş yapabilirsiniz.', {}, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  },
};

/** Persian: right to left; the red box in Persian. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  beforeEach({ msw }) {
    msw.use(...failing(500, 'login'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await fill(canvas, /نام کاربری/, 'admin');
    await fill(canvas, /رمز عبور/, 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'ورود' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('ورود ناموفق بود. لطفاً اطلاعات خود را بررسی کنید.');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
