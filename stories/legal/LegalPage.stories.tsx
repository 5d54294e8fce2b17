import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TERMS_VERSION } from '../../contract';
import { LegalPage } from '../../src/features/legal/components/LegalPage';
import { supportContact } from '../../src/lib/supportContact';

/**
 * /terms, /privacy and /cancellation-policy: one screen shows each legal text in the visitor's
 * language with its version (contract/legal.ts), the way to write to us and the other two texts.
 */
const meta = {
  title: 'Screens/Legal/LegalPage',
  component: LegalPage,
  args: { document: 'terms' },
  parameters: { route: '/terms' },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** The parts every legal page has: its title, the version, no placeholder left, the contact and the other texts. */
async function commonParts(canvasElement: HTMLElement, title: string, version: RegExp, contact: string, others: string[]) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(canvas.getByText(version)).toHaveTextContent(TERMS_VERSION);
  // Every placeholder of the texts (address, e-mail, phone) is filled in.
  await expect(canvasElement.innerText).not.toMatch(/\{\{|\}\}/);
  await expect(canvas.getByRole('link', { name: contact })).toHaveAttribute('href', '/contact?tab=contact');
  const related = within(canvas.getByRole('navigation'));
  await expect(related.getAllByRole('link').map((link) => link.textContent)).toEqual(others);
}

const sectionOf = (canvas: Canvas, heading: RegExp) => within(canvas.getByRole('region', { name: heading }));

/** The terms of sale in English: the seller with the support desk's address, and the right of withdrawal. */
export const TermsEnglish: Story = {
  globals: { locale: 'en' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await commonParts(canvasElement, 'Terms of sale', /^Version 2026-11-25 · last updated 25 November 2026$/, 'write to us on the contact page', [
      'Privacy notice',
      'Cancellation and refund rules',
    ]);
    await expect(sectionOf(canvas, /Who sells/).getByText(new RegExp(supportContact.email))).toBeVisible();
    await expect(sectionOf(canvas, /Right of withdrawal/).getByText(/Consumer Protection Law No\. 6502/)).toBeVisible();
  },
};

/** The KVKK privacy notice in English: controller, transfers abroad (Cloudflare) and the nine rights of article 11. */
export const PrivacyEnglish: Story = {
  args: { document: 'privacy' },
  parameters: { route: '/privacy' },
  globals: { locale: 'en' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await commonParts(canvasElement, 'Privacy notice', /^Version 2026-11-25/, 'write to us on the contact page', ['Terms of sale', 'Cancellation and refund rules']);
    await expect(sectionOf(canvas, /Data controller/).getByText(new RegExp(supportContact.address))).toBeVisible();
    await expect(sectionOf(canvas, /Transfers abroad/).getByText(/Cloudflare, Inc\./)).toBeVisible();
    await expect(sectionOf(canvas, /Your rights \(article 11 KVKK\)/).getAllByRole('listitem')).toHaveLength(9);
    await expect(sectionOf(canvas, /Legal bases/).getAllByRole('listitem')).toHaveLength(4);
    await expect(sectionOf(canvas, /How to apply/).getByText(/within 30 days/)).toBeVisible();
  },
};

/** The cancellation rules in English: the two hotel policies, Van's time and refunds within 14 days. */
export const CancellationPolicyEnglish: Story = {
  args: { document: 'cancellationPolicy' },
  parameters: { route: '/cancellation-policy' },
  globals: { locale: 'en' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await commonParts(canvasElement, 'Cancellation and refund rules', /^Version 2026-11-25/, 'write to us on the contact page', ['Terms of sale', 'Privacy notice']);
    const policies = sectionOf(canvas, /the hotel's policy/);
    await expect(policies.getAllByRole('listitem')).toHaveLength(2);
    await expect(policies.getByText(/the price of the first night is kept/)).toBeVisible();
    await expect(sectionOf(canvas, /Van's time/).getByText(/Europe\/Istanbul/)).toBeVisible();
    await expect(sectionOf(canvas, /Refunds/).getByText(/to the account you paid from .* within 14 days/)).toBeVisible();
  },
};

/** The privacy notice in Turkish, the site's default language for a Turkish browser. */
export const PrivacyTurkish: Story = {
  args: { document: 'privacy' },
  parameters: { route: '/privacy' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await commonParts(canvasElement, 'Kişisel verilerin korunması aydınlatma metni', /^Sürüm 2026-11-25 · son güncelleme 25 Kasım 2026$/, 'iletişim sayfasından bize yazın', [
      'Satış koşulları',
      'İptal ve iade kuralları',
    ]);
    await expect(sectionOf(canvas, /Haklarınız \(KVKK madde 11\)/).getAllByRole('listitem')).toHaveLength(9);
  },
};

/** Persian, right to left: the terms of sale (the story the static Storybook check opens for this screen). */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await commonParts(canvasElement, 'شرایط فروش', /^نسخه 2026-11-25، آخرین به‌روزرسانی/, 'از طریق صفحه تماس برای ما بنویسید', [
      'اطلاعیه حریم خصوصی',
      'قوانین لغو و استرداد وجه',
    ]);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(sectionOf(canvas, /حق انصراف/).getByText(/۶۵۰۲/)).toBeVisible();
  },
};

/** Persian, right to left: the privacy notice with the nine rights. */
export const PrivacyPersian: Story = {
  args: { document: 'privacy' },
  parameters: { route: '/privacy' },
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await commonParts(canvasElement, 'اطلاعیه حریم خصوصی', /^نسخه 2026-11-25/, 'از طریق صفحه تماس برای ما بنویسید', ['شرایط فروش', 'قوانین لغو و استرداد وجه']);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(sectionOf(canvas, /حقوق شما/).getAllByRole('listitem')).toHaveLength(9);
  },
};

/** Persian, right to left: the cancellation rules. */
export const CancellationPolicyPersian: Story = {
  args: { document: 'cancellationPolicy' },
  parameters: { route: '/cancellation-policy' },
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await commonParts(canvasElement, 'قوانین لغو و استرداد وجه', /^نسخه 2026-11-25/, 'از طریق صفحه تماس برای ما بنویسید', ['شرایط فروش', 'اطلاعیه حریم خصوصی']);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(sectionOf(canvas, /به وقت وان/).getByText(/Europe\/Istanbul/)).toBeVisible();
  },
};
