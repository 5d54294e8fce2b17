import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAddressChoices } from '../shared/useAddressChoices';
import { SectionHeader } from '../shared';
import { StatementLines } from './StatementLines';
import { StatementsList } from './StatementsList';
import { StatementUpload } from './StatementUpload';

const STATEMENT_PARAM = 'statement';

/**
 * Admin › Bank statements (issue 34): upload the company account's statement (camt.053, MT940 or
 * a bank's CSV export), the statements uploaded, and one statement's lines by state with a click
 * to confirm a suggestion or to pick the booking an unmatched line pays.
 */
export function BankStatementsSection() {
  const { t } = useTranslation();
  const { searchParams, choose } = useAddressChoices();
  const openId = searchParams.get(STATEMENT_PARAM);
  const open = (id: string | null) => choose({ [STATEMENT_PARAM]: id });

  return (
    <Stack gap="lg">
      <SectionHeader title={t('adminBank.section')} description={t('adminBank.description')} />
      <StatementUpload onImported={(statement) => open(statement.id)} />
      {openId && <StatementLines key={openId} id={openId} onClose={() => open(null)} />}
      <StatementsList openId={openId} onOpen={open} />
    </Stack>
  );
}
