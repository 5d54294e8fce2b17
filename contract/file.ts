import { z } from 'zod';
import { id } from './common';
import { MAX_RECEIPT_BYTES, RECEIPT_CONTENT_TYPES, RECEIPT_FILENAME } from './receipt';

/** Receipt limits of spec section 9 (receipt.ts). */
export const ReceiptContentType = z.enum(RECEIPT_CONTENT_TYPES);
export type ReceiptContentType = z.infer<typeof ReceiptContentType>;

/** Texts of spec section 5/8 for the receipt upload. */
export const ReceiptMessages = {
  fileRequired: 'Lütfen bir dekont dosyası seçin',
  tooLarge: "Dosya boyutu 5MB'dan küçük olmalıdır",
  wrongType: 'Sadece JPG, PNG ve PDF dosyaları yüklenebilir',
  uploadIncomplete: 'Dekont yükleme işlemi tamamlanamadı',
} as const;

/**
 * Text fields of the multipart POST /api/files/upload (the `file` part is checked by the server:
 * size, and JPG/PNG/PDF by its first bytes). Either paymentId or reservationId names the booking.
 */
export const FileUploadForm = z
  .object({
    paymentId: id.optional(),
    reservationId: id.optional(),
  })
  .refine((form) => Boolean(form.paymentId || form.reservationId), {
    message: 'paymentId or reservationId is required',
    path: ['paymentId'],
  });
export type FileUploadForm = z.infer<typeof FileUploadForm>;

/** A stored receipt's name: server-made, no path separators. */
export const receiptFilename = z
  .string()
  .trim()
  .min(1, ReceiptMessages.fileRequired)
  .max(200)
  .regex(RECEIPT_FILENAME, 'Invalid file name');

/** Answer of the upload: the stored file name, to be sent to update-receipt. */
export const FileUploadResponse = z.object({
  /** 'Dosya yüklendi: <filename>' */
  message: z.string(),
  filename: receiptFilename,
  contentType: ReceiptContentType,
  size: z.number().int().min(1).max(MAX_RECEIPT_BYTES),
});
export type FileUploadResponse = z.infer<typeof FileUploadResponse>;

/** `:filename` of GET /api/files/uploads/:filename (admin only). */
export const FilenameParams = z.object({ filename: receiptFilename });
export type FilenameParams = z.infer<typeof FilenameParams>;
