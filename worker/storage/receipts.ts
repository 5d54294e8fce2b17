/**
 * Receipts in R2: domain functions over one private bucket. Keys are server-made
 * (`<uuid>.<ext>`), never the guest's file name; the object's custom metadata records which
 * reservation (and payment) it was uploaded for, so a receipt can be attached only to that
 * reservation's payment.
 */
import type { ReceiptContentType } from '../../contract';

const bucketOf = (env: Cloudflare.Env): R2Bucket => env.RECEIPTS;

export type ReceiptKind = { contentType: ReceiptContentType; ext: 'jpg' | 'png' | 'pdf' };

const SIGNATURES: { bytes: number[]; kind: ReceiptKind }[] = [
  { bytes: [0xff, 0xd8, 0xff], kind: { contentType: 'image/jpeg', ext: 'jpg' } },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], kind: { contentType: 'image/png', ext: 'png' } },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], kind: { contentType: 'application/pdf', ext: 'pdf' } }, // %PDF-
];

/** JPG, PNG or PDF by the file's first bytes (its name and declared type are not trusted). */
export function sniffReceipt(head: Uint8Array): ReceiptKind | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.length <= head.length && bytes.every((byte, i) => head[i] === byte));
  return match?.kind ?? null;
}

/** The guest's file name as shown to admins: base name, printable, at most 150 characters. */
export function cleanOriginalName(name: string | undefined | null): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const printable = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return printable.slice(0, 150) || 'receipt';
}

export type ReceiptMeta = { reservationId: string; paymentId: string | null; originalName: string };

export type StoredReceipt = ReceiptMeta & { key: string; contentType: string; size: number };

function metaOf(object: R2Object): ReceiptMeta {
  const custom = object.customMetadata ?? {};
  return {
    reservationId: custom.reservationId ?? '',
    paymentId: custom.paymentId || null,
    originalName: custom.originalName ?? object.key,
  };
}

/** Stores the bytes under a new random key and returns the key. */
export async function putReceipt(
  env: Cloudflare.Env,
  bytes: ArrayBuffer,
  kind: ReceiptKind,
  meta: ReceiptMeta,
): Promise<string> {
  const key = `${crypto.randomUUID()}.${kind.ext}`;
  await bucketOf(env).put(key, bytes, {
    httpMetadata: { contentType: kind.contentType },
    customMetadata: {
      reservationId: meta.reservationId,
      ...(meta.paymentId ? { paymentId: meta.paymentId } : {}),
      originalName: meta.originalName,
    },
  });
  return key;
}

/** The stored file with its body, or null. */
export async function getReceipt(
  env: Cloudflare.Env,
  key: string,
): Promise<(StoredReceipt & { body: ReadableStream }) | null> {
  const object = await bucketOf(env).get(key);
  if (!object) return null;
  return {
    ...metaOf(object),
    key,
    contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
    size: object.size,
    body: object.body,
  };
}

/** Metadata only (no body), or null. */
export async function headReceipt(env: Cloudflare.Env, key: string): Promise<StoredReceipt | null> {
  const object = await bucketOf(env).head(key);
  if (!object) return null;
  return { ...metaOf(object), key, contentType: object.httpMetadata?.contentType ?? 'application/octet-stream', size: object.size };
}

/** `missing` (no such file), `other` (uploaded for another reservation), or the stored receipt. */
export async function receiptBelongsTo(
  env: Cloudflare.Env,
  key: string,
  reservationId: string,
): Promise<StoredReceipt | 'missing' | 'other'> {
  const receipt = await headReceipt(env, key);
  if (!receipt) return 'missing';
  return receipt.reservationId === reservationId ? receipt : 'other';
}

/** Deletes receipts (R2 takes up to 1000 keys per call); unknown keys are ignored. */
export async function deleteReceipts(env: Cloudflare.Env, keys: readonly (string | null | undefined)[]): Promise<void> {
  const present = keys.filter((key): key is string => Boolean(key));
  for (let i = 0; i < present.length; i += 1000) {
    await bucketOf(env).delete(present.slice(i, i + 1000));
  }
}

/**
 * Clean-up after a committed D1 change (a deleted or replaced receipt): a failure leaves an
 * unreferenced file behind and is logged; the caller's answer stays the D1 outcome.
 */
export async function discardReceipts(env: Cloudflare.Env, keys: readonly (string | null | undefined)[]): Promise<void> {
  try {
    await deleteReceipts(env, keys);
  } catch (error) {
    console.error('Receipt files not deleted', keys, error);
  }
}
