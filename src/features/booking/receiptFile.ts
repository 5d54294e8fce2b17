import { MAX_RECEIPT_BYTES, RECEIPT_CONTENT_TYPES } from '../../../contract/receipt';

export type ReceiptFileProblem = 'fileRequired' | 'tooLarge' | 'wrongType';

const EXTENSIONS = /\.(jpe?g|png|pdf)$/i;

/**
 * Spec section 5 checks before sending: a file, at most 5,242,880 bytes, JPG/PNG/PDF (by the
 * declared type, or by the name when the browser gives none). The server checks the first bytes.
 */
export function checkReceiptFile(file: File | null): ReceiptFileProblem | null {
  if (!file) return 'fileRequired';
  const typeOk = file.type ? (RECEIPT_CONTENT_TYPES as readonly string[]).includes(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return 'wrongType';
  if (file.size > MAX_RECEIPT_BYTES) return 'tooLarge';
  return null;
}
