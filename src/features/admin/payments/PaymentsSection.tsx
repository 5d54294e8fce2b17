import '@mantine/core/styles/Tabs.css';
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../shared';
import { PaymentsOverview } from './PaymentsOverview';
import { RefundsList } from './RefundsList';

const TABS = ['payments', 'refundsDue', 'refunded'] as const;

/**
 * Spec "Payments": the payments with their receipts, and the refunds that cancellations owe
 * (due, then refunded with the bank's reference). Only the open tab is mounted, so each list
 * loads when it is first shown.
 */
export function PaymentsSection() {
  const { t } = useTranslation();
  return (
    <>
      <SectionHeader title={t('adminOps.payments.title')} />
      <Tabs defaultValue="payments" keepMounted={false}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`adminOps.refunds.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="payments" pt="md">
          <Stack gap="lg">
            <PaymentsOverview />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="refundsDue" pt="md">
          <RefundsList status="DUE" />
        </Tabs.Panel>
        <Tabs.Panel value="refunded" pt="md">
          <RefundsList status="REFUNDED" />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
