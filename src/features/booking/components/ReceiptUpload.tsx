import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/dropzone/styles.css';
import { ActionIcon, Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileText, IconRefresh, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../../contract';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/errorMessages';
import { formatNumber } from '../../../lib/format';
import { attachReceipt, InvalidUploadResponse, uploadReceiptFile } from '../api/payments';
import { checkReceiptFile } from '../receiptFile';

export interface ReceiptUploadProps {
  paymentId: string;
  bookingToken: string;
  /** Called once the receipt is stored AND attached to the payment. */
  onUploaded: (payment: Payment) => void;
}

type Phase = 'idle' | 'uploading' | 'attaching';

function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message) return errorText(error);
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * The receipt of a bank transfer: drag or select a file, remove it, upload with progress.
 * Checks the file before sending; a refused upload (403, 413, 415, ...) or a failed
 * attach step is an error the guest sees, with a retry. Success only once the payment holds it.
 */
export function ReceiptUpload({ paymentId, bookingToken, onUploaded }: ReceiptUploadProps) {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  // The stored file name once the upload succeeded: a retry after a failed attach only re-attaches.
  const [storedFilename, setStoredFilename] = useState<string | null>(null);
  const openRef = useRef<() => void>(null);
  const busy = phase !== 'idle';

  const choose = (files: File[]) => {
    const chosen = files[0] ?? null;
    const problem = checkReceiptFile(chosen);
    setStoredFilename(null);
    setProgress(0);
    if (problem) {
      setFile(null);
      setError(t(`booking.receipt.errors.${problem}`));
      return;
    }
    setFile(chosen);
    setError(null);
  };

  const remove = () => {
    setFile(null);
    setStoredFilename(null);
    setProgress(0);
    setError(null);
  };

  const attach = async (filename: string) => {
    setPhase('attaching');
    try {
      const payment = await attachReceipt(paymentId, filename, bookingToken);
      setPhase('idle');
      onUploaded(payment);
    } catch (failure) {
      setPhase('idle');
      setError(t('booking.receipt.errors.attachFailed', { message: serverMessage(failure, t('common.error')) }));
    }
  };

  const upload = async () => {
    if (storedFilename) {
      await attach(storedFilename);
      return;
    }
    const problem = checkReceiptFile(file);
    if (problem || !file) {
      setError(t(`booking.receipt.errors.${problem ?? 'fileRequired'}`));
      return;
    }
    setError(null);
    setProgress(0);
    setPhase('uploading');
    let filename: string;
    try {
      const stored = await uploadReceiptFile(file, paymentId, bookingToken, setProgress);
      filename = stored.filename;
    } catch (failure) {
      setPhase('idle');
      setProgress(0);
      setError(
        failure instanceof InvalidUploadResponse
          ? t('booking.receipt.errors.invalidResponse')
          : t('booking.receipt.errors.uploadFailed', { message: serverMessage(failure, t('common.error')) }),
      );
      return;
    }
    setStoredFilename(filename);
    await attach(filename);
  };

  const percent = Math.round(progress * 100);
  const failedBefore = Boolean(error && (storedFilename || file));

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={choose}
        onReject={(rejections) => choose(rejections.map((r) => r.file))}
        multiple={false}
        disabled={busy}
        openRef={openRef}
        activateOnClick
        aria-label={t('booking.receipt.dropLabel')}
        radius="md"
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <IconUpload size={40} stroke={1.5} aria-hidden color="var(--mantine-color-lake-6)" />
          <div>
            <Text fw={500}>{t('booking.receipt.dropTitle')}</Text>
            <Text size="sm" c="dimmed" mt={4}>
              {t('booking.receipt.dropHint')}
            </Text>
          </div>
        </Group>
      </Dropzone>

      {file && (
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconFileText size={20} aria-hidden />
              <div style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {t('booking.receipt.selected')}
                </Text>
                <Text size="sm" fw={500} truncate="end" data-testid="receipt-file-name">
                  {file.name}
                </Text>
              </div>
            </Group>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={remove}
              disabled={busy}
              aria-label={t('booking.receipt.remove')}
              title={t('booking.receipt.remove')}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      )}

      {busy && (
        <Stack gap={4}>
          <Progress value={phase === 'attaching' ? 100 : percent} animated aria-label={t('booking.receipt.progressLabel')} />
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('booking.receipt.uploading', { percent: formatNumber(phase === 'attaching' ? 100 : percent, i18n.language) })}
          </Text>
        </Stack>
      )}

      {error && (
        <Alert color="red" variant="light" role="alert" title={null}>
          {error}
        </Alert>
      )}

      <Group>
        <Button
          onClick={() => void upload()}
          loading={busy}
          leftSection={failedBefore ? <IconRefresh size={16} aria-hidden /> : <IconUpload size={16} aria-hidden />}
        >
          {failedBefore ? t('booking.receipt.retry') : t('booking.receipt.upload')}
        </Button>
      </Group>
    </Stack>
  );
}
