import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/dropzone/styles.css';
import { Alert, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useForm } from '@mantine/form';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANK_STATEMENT_FORMATS, MAX_BANK_STATEMENT_BYTES } from '../../../../contract/bankStatements';
import type { BankStatementFormat, BankStatementImport } from '../../../../contract';
import { formatNumber } from '../../../lib/format';
import { useAdminMutation } from '../shared';
import { bankStatementKeys, uploadBankStatement } from './api';
import { CsvMappingFields, EMPTY_MAPPING, mappingProblems, type MappingValues } from './CsvMappingFields';

/**
 * Upload a statement: its format (or recognised from the file), for a CSV the bank and the column
 * mapping, then the file dropped or chosen. Says what the import did: the new lines by state, or
 * that the same statement was imported before and nothing changed.
 */
export function StatementUpload({ onImported }: { onImported: (statement: BankStatementImport) => void }) {
  const { t, i18n } = useTranslation();
  const [format, setFormat] = useState<BankStatementFormat | ''>('');
  const [result, setResult] = useState<BankStatementImport | null>(null);
  const form = useForm<MappingValues>({ initialValues: EMPTY_MAPPING });
  const n = (value: number) => formatNumber(value, i18n.language);

  const upload = useAdminMutation({
    mutationFn: (file: File) => {
      const { bank, ...mapping } = form.getValues();
      return uploadBankStatement({ file, format, bank, mapping });
    },
    form,
    errorFallback: t('adminBank.upload.failed'),
    errorTitle: t('adminBank.upload.failed'),
    invalidate: [bankStatementKeys.section],
    onSuccess: (statement) => {
      setResult(statement);
      onImported(statement);
    },
  });

  const send = (file: File | undefined) => {
    if (!file) return;
    setResult(null);
    if (format === 'csv') {
      const problems = mappingProblems(form.getValues(), t('admin.form.required'));
      form.setErrors(problems);
      if (Object.keys(problems).length > 0) return;
    }
    upload.mutate(file);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="bank-statement-upload">
      <Stack gap="sm">
        <Title order={3} id="bank-statement-upload">
          {t('adminBank.upload.title')}
        </Title>
        <NativeSelect
          label={t('adminBank.upload.format')}
          value={format}
          data={[{ value: '', label: t('adminBank.upload.formats.auto') }, ...BANK_STATEMENT_FORMATS.map((value) => ({ value, label: t(`adminBank.upload.formats.${value}`) }))]}
          onChange={(event) => setFormat(event.currentTarget.value as BankStatementFormat | '')}
        />
        {format === 'csv' && <CsvMappingFields form={form} />}
        <Dropzone
          onDrop={(files) => send(files[0])}
          maxSize={MAX_BANK_STATEMENT_BYTES}
          onReject={() => upload.reset()}
          multiple={false}
          loading={upload.isPending}
          activateOnClick
          aria-label={t('adminBank.upload.dropLabel')}
          radius="md"
        >
          <Group justify="center" gap="md" mih={80} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <IconFileUpload size={32} stroke={1.5} aria-hidden color="var(--mantine-color-lake-7)" />
            <div>
              <Text fw={500}>{t('adminBank.upload.drop')}</Text>
              <Text size="sm" c="dark.9" mt={4}>
                {t('adminBank.upload.hint')}
              </Text>
            </div>
          </Group>
        </Dropzone>
        {result && (
          <Alert role="status" color={result.alreadyImported ? 'gray' : 'teal'} variant="light">
            {result.alreadyImported
              ? t('adminBank.upload.again')
              : t('adminBank.upload.result', {
                  count: result.newLines,
                  approved: n(result.counts.APPROVED),
                  suggested: n(result.counts.SUGGESTED),
                  unmatched: n(result.counts.UNMATCHED),
                })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
