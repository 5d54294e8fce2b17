import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '../../contract';
import type { EndpointName } from '../../contract';
import { mockPath } from '../../mocks/variants';
import { backend } from '../../mocks/world';
import { ADMIN_LOGIN } from '../../scripts/seed-data';
import { loadBackOfficeTexts } from '../../src/lib/i18n';

/** One call answers `status` with the error envelope (a refused save or delete). */
export function refuse(name: EndpointName, status: number, message: string, details?: { path: string; message: string }[]) {
  const endpoint = endpoints[name];
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](mockPath(endpoint.path), () => HttpResponse.json({ message, details }, { status }));
}

/** A summary card's figure (the last thing in the card), for `toHaveTextContent`. */
export const figure = (count: number) => new RegExp(`\\D${count}$`);

/** Notifications render in a portal outside the story's canvas. */
export const body = () => document.body;

/**
 * Waits for a notification to be shown: found in the document, then visible once its fade-in has
 * run (on a loaded machine the transition can still be at opacity 0 when the text is found).
 */
export async function notified(text: string): Promise<void> {
  const note = await within(body()).findByText(text, {}, { timeout: 10_000 });
  await waitFor(() => expect(note).toBeVisible(), { timeout: 5_000 });
}

type Queries = ReturnType<typeof within>;

/**
 * Opens an admin section like an admin would: the side menu on wide screens, the section
 * select on narrow ones (the story tests run in a phone-sized frame).
 */
export async function openSection(canvas: Queries, label: string, key: string) {
  const menu = canvas.queryByRole('navigation', { name: /Yönetim menüsü|Admin menu|منوی مدیریت/ });
  if (menu) await userEvent.click(canvas.getByRole('link', { name: label }));
  else await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Bölüm|Section|بخش/ }), key);
}

/** A loader for stories of a back-office part rendered without AdminScreen: its texts first. */
export async function backOfficeTexts(): Promise<Record<string, never>> {
  await loadBackOfficeTexts();
  return {};
}

/**
 * An admin's POST straight to the Worker's app (no MSW, no screen): sets up data the way the
 * back office would, e.g. a cancellation that leaves a refund due. Throws on a refusal.
 */
export async function adminPost<T>(name: EndpointName, id: string, body: unknown): Promise<T> {
  const { token } = await backend.signIn(ADMIN_LOGIN.name);
  const response = await backend.fetch(
    new Request(`http://localhost${endpoints[name].path.replace(':id', encodeURIComponent(id))}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A picture as a camera or an editor would give it: a PNG, 1200 × 800. */
export async function pngPicture(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 1200;
  canvas.height = 800;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#2b6a94';
  context.fillRect(0, 0, 1200, 800);
  context.fillStyle = '#f2c14e';
  context.fillRect(100, 100, 400, 300);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}
