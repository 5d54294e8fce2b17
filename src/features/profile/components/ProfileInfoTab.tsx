import '@mantine/core/styles/Table.css';
import { Paper, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { formatDate } from '../../../lib/format';
import { useMe } from '../api/getMe';
import { DeleteAccountSection } from './DeleteAccountSection';

/** Name, email, role, language and member-since date (GET /api/users/me); below, deleting the account. */
export function ProfileInfoTab() {
  const { t, i18n } = useTranslation();
  const me = useMe();

  if (me.isPending) return <LoadingState />;
  if (me.isError) return <ErrorState message={t('profile.info.loadError')} onRetry={() => void me.refetch()} retrying={me.isFetching} />;

  const user = me.data;
  const rows: [string, string][] = [
    [t('profile.info.name'), user.name],
    [t('profile.info.email'), user.email],
    [t('profile.info.role'), t(`profile.info.roles.${user.role}`)],
    [t('profile.info.language'), t(`profile.info.languages.${user.languagePreference}`)],
    [t('profile.info.memberSince'), formatDate(user.createdAt, i18n.language, 'long')],
  ];

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" maw={640}>
        <Table variant="vertical" layout="fixed" verticalSpacing="sm" horizontalSpacing="md">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w={{ base: 110, sm: 180 }}>
                  {label}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <DeleteAccountSection />
    </Stack>
  );
}
