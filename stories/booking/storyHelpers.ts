import { http, HttpResponse } from 'msw';
import { userEvent } from 'storybook/test';
import { endpoints } from '../../contract';
import type { EndpointName } from '../../contract';
import type { ErrorCode } from '../../contract/errorCodes';
import { mockPath } from '../../mocks/variants';

/** One call answered with an error envelope (the server's refusals of the booking path). */
export function refuse(
  name: EndpointName,
  status: number,
  message: string,
  details?: { path: string; message: string; code?: ErrorCode }[],
  code?: ErrorCode,
) {
  const endpoint = endpoints[name];
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](mockPath(endpoint.path), () =>
    HttpResponse.json({ code, message, ...(details ? { details } : {}) }, { status }),
  );
}

/** One call answered 2xx with this JSON (e.g. an upload answer that is not a stored file). */
export function answer(name: EndpointName, body: string | Record<string, unknown>, status = 200) {
  const endpoint = endpoints[name];
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](mockPath(endpoint.path), () => HttpResponse.json(body, { status }));
}

const PNG_BYTES = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00,
  0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
];

/** A tiny PNG receipt (real signature: the mock sniffs the first bytes like the Worker). */
export const pngReceipt = () => new File([new Uint8Array(PNG_BYTES)], 'dekont.png', { type: 'image/png' });
/** 6 MB: over the 5,242,880-byte limit. */
export const bigReceipt = () => new File([new Uint8Array(6 * 1024 * 1024)], 'dekont-buyuk.png', { type: 'image/png' });
export const textFile = () => new File(['not a receipt'], 'notlar.txt', { type: 'text/plain' });

export function fileInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input in the dropzone');
  return input;
}

export async function chooseFile(root: HTMLElement, file: File) {
  await userEvent.upload(fileInput(root), file, { applyAccept: false });
}
