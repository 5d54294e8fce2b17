import '@mantine/core/styles/Modal.css';
import { Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listSeparator } from '../../../lib/format';
import { LoadingState } from '../../../components/LoadingState';
import { fetchReceipt } from './api';
import type { ReceiptFile } from './api';

/**
 * The receipt of a payment in a modal: fetched with the admin token as a blob, an image shown as
 * an image, a PDF in a frame; download and close; 'Tekrar Dene' after a load failure.
 */
export function ReceiptViewer({ receipt, pnr, onClose }: { receipt: string | null; pnr: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<ReceiptFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!receipt) return;
    const controller = new AbortController();
    let url: string | null = null;
    setFile(null);
    setError(null);
    fetchReceipt(receipt, controller.signal)
      .then((loaded) => {
        url = loaded.url;
        setFile(loaded);
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(err instanceof Error ? err.message : String(err));
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [receipt, attempt]);

  const title = `${t('adminOps.payments.viewer.title')}${listSeparator(i18n.language)}${pnr}`;
  return (
    <Modal opened={receipt !== null} onClose={onClose} title={title} size="xl" centered closeButtonProps={{ 'aria-label': t('adminOps.payments.viewer.close') }}>
      <Stack gap="md">
        {error ? (
          <Stack gap="xs" role="alert">
            <Text c="red.9" fw={600}>{t('adminOps.payments.viewer.error')}</Text>
            <Text size="sm">{error}</Text>
            <Group>
              <Button variant="light" onClick={() => setAttempt((n) => n + 1)}>
                {t('adminOps.payments.viewer.retry')}
              </Button>
            </Group>
          </Stack>
        ) : !file ? (
          <LoadingState />
        ) : file.type === 'application/pdf' ? (
          <iframe src={file.url} title={t('adminOps.payments.viewer.frame')} style={{ width: '100%', height: '70vh', border: 0 }} />
        ) : (
          <Image src={file.url} alt={title} fit="contain" mah="70vh" />
        )}
        <Group justify="flex-end">
          {file && (
            <Button component="a" href={file.url} download={file.filename}>
              {t('adminOps.payments.viewer.download')}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {t('adminOps.payments.viewer.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
