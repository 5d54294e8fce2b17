import { Button, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TURNSTILE_ORIGIN } from '../../contract/botCheck';
import { TurnstileWidget, type TurnstileApi } from '../../src/components/TurnstileWidget';
import i18n from '../../src/lib/i18n';

/** Cloudflare's always-passing test site key and the token its widget hands out (docs/decisions/0007-turnstile-bot-check.md). */
const TEST_SITE_KEY = '1x00000000000000000000AA';
const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

/**
 * A stand-in for Turnstile's browser API (no network in stories): `render` draws a button that
 * hands the form the dummy token, as the real widget does once the visitor passes; it records
 * the options and the resets.
 */
function installTurnstileStub() {
  const rendered: Array<{ sitekey: string; language: string }> = [];
  const resets: string[] = [];
  const stub: TurnstileApi = {
    render(container, options) {
      rendered.push({ sitekey: options.sitekey, language: options.language });
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Turnstile (test)';
      button.addEventListener('click', () => options.callback(DUMMY_TOKEN));
      container.replaceChildren(button);
      return 'widget-1';
    },
    reset: (id) => void resets.push(id),
    remove: () => undefined,
  };
  window.turnstile = stub;
  return { rendered, resets, cleanup: () => delete window.turnstile };
}

let stub: ReturnType<typeof installTurnstileStub> | null = null;

const turnstileScripts = () => [...document.querySelectorAll('script')].filter((script) => script.src.startsWith(TURNSTILE_ORIGIN));

/** The bot check of the public forms: nothing without a site key; Turnstile's widget with one. */
const meta = {
  title: 'Components/TurnstileWidget',
  component: TurnstileWidget,
  parameters: { layout: 'padded' },
  args: { siteKey: TEST_SITE_KEY, onToken: fn(), resetKey: 0, error: null },
  beforeEach() {
    stub = installTurnstileStub();
    return () => {
      stub?.cleanup();
      stub = null;
    };
  },
} satisfies Meta<typeof TurnstileWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No site key (the default, and `npm start`): nothing is shown and Turnstile's script is never loaded. */
export const Off: Story = {
  args: { siteKey: null },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('iframe, div[role], p')).toBeNull();
    await expect(turnstileScripts()).toEqual([]);
    await expect(stub?.rendered).toEqual([]);
  },
};

/** A site key: the widget renders in the page's language; passing it hands the token to the form. */
export const On: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: i18n.t('botCheck.label') })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Turnstile (test)' }));
    await expect(args.onToken).toHaveBeenLastCalledWith(DUMMY_TOKEN);
    await expect(stub?.rendered).toEqual([{ sitekey: TEST_SITE_KEY, language: i18n.language.split('-')[0] }]);
    // The global stood in for the script: nothing was fetched from Cloudflare.
    await expect(turnstileScripts()).toEqual([]);
  },
};

/** A form around the widget: each send changes `resetKey`, as src/lib/botCheck.ts does after a submit. */
function SendingForm(props: Parameters<typeof TurnstileWidget>[0]) {
  const [resetKey, setResetKey] = useState(0);
  return (
    <Stack align="flex-start">
      <TurnstileWidget {...props} resetKey={resetKey} />
      <Button onClick={() => setResetKey((key) => key + 1)}>Send</Button>
    </Stack>
  );
}

/** After a submit the spent token's widget is reset, so the next send gets a new token. */
export const ResetAfterSubmit: Story = {
  render: (args) => <SendingForm {...args} />,
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Turnstile (test)' }));
    await expect(args.onToken).toHaveBeenLastCalledWith(DUMMY_TOKEN);
    await expect(stub?.resets).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(stub?.resets).toEqual(['widget-1']));
  },
};

/** The form was sent before the check was completed: the widget says so. */
export const Required: Story = {
  args: { error: 'Please complete the security check before sending.' },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Please complete the security check before sending.');
  },
};

/** Persian: right to left, and the widget is asked for Persian. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    await within(canvasElement).findByRole('button', { name: 'Turnstile (test)' });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await waitFor(() => expect(stub?.rendered.at(-1)?.language).toBe('fa'));
  },
};
