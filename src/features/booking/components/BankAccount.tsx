import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Skeleton.css';
import { ActionIcon, CopyButton, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState';
import { usePublicConfig } from '../../../lib/publicConfig';

/** The company's bank account (GET /api/config/public), the IBAN with a copy button. */
export function BankAccount() {
  const { t } = useTranslation();
  const config = usePublicConfig();

  if (config.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={18} width="50%" />
        <Skeleton height={18} width="70%" />
        <Skeleton height={18} width="90%" />
      </Stack>
    );
  }
  if (config.isError) {
    return (
      <ErrorState message={t('booking.receipt.bankLoadError')} onRetry={() => void config.refetch()} retrying={config.isFetching} />
    );
  }
  const { bankName, bankAccountName, iban } = config.data;
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-body)">
      <Stack gap="xs">
        <Row label={t('booking.receipt.bankName')} value={bankName} />
        <Row label={t('booking.receipt.accountName')} value={bankAccountName} />
        <div>
          <Text size="sm" c="dimmed">
            {t('booking.receipt.iban')}
          </Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <Text fw={600} ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }} data-testid="iban">
              {iban}
            </Text>
            <CopyButton value={iban.replace(/\s+/g, '')} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('booking.receipt.copied') : t('booking.receipt.copyIban')} withArrow>
                  <ActionIcon
                    variant="light"
                    color={copied ? 'teal' : 'lake'}
                    onClick={copy}
                    aria-label={copied ? t('booking.receipt.copied') : t('booking.receipt.copyIban')}
                  >
                    {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </div>
      </Stack>
    </Paper>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} dir="auto">
        {value}
      </Text>
    </div>
  );
}
