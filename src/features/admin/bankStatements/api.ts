import { routes } from '../../../../contract/routes';
import type { BankCsvMapping, BankStatementDetail, BankStatementImport, BankStatementLine, BankStatementSummary, CsvMapping } from '../../../../contract';
import type { BankStatementFormat } from '../../../../contract';
import { apiFetch, apiUpload } from '../../../lib/api';
import { adminKeys } from '../shared';

export const bankStatementKeys = {
  section: adminKeys.section('bankStatements'),
  list: [...adminKeys.section('bankStatements'), 'list'] as const,
  mappings: [...adminKeys.section('bankStatements'), 'csv-mappings'] as const,
  detail: (id: string) => [...adminKeys.section('bankStatements'), 'detail', id] as const,
};

/** GET /api/admin/bank-statements (newest first). */
export const getBankStatements = (signal?: AbortSignal): Promise<BankStatementSummary[]> => apiFetch(routes.getBankStatements.path, { signal });

/** GET /api/admin/bank-statements/csv-mappings */
export const getBankCsvMappings = (signal?: AbortSignal): Promise<BankCsvMapping[]> => apiFetch(routes.getBankCsvMappings.path, { signal });

/** GET /api/admin/bank-statements/:id */
export const getBankStatement = (id: string, signal?: AbortSignal): Promise<BankStatementDetail> =>
  apiFetch(routes.getBankStatement.path.replace(':id', encodeURIComponent(id)), { signal });

export type StatementUpload = { file: File; format: BankStatementFormat | ''; bank: string; mapping: CsvMapping };

/** POST /api/admin/bank-statements: the file, its format when chosen, a CSV's bank and mapping. */
export function uploadBankStatement({ file, format, bank, mapping }: StatementUpload): Promise<BankStatementImport> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (format) form.append('format', format);
  if (format === 'csv') {
    form.append('bank', bank.trim());
    for (const [name, value] of Object.entries(mapping)) if (value?.trim()) form.append(name, value.trim());
  }
  return apiUpload(routes.uploadBankStatement.path, { body: form });
}

/** POST /api/admin/bank-statements/lines/:id/match */
export const matchBankStatementLine = (lineId: string, reservationId: string): Promise<BankStatementLine> =>
  apiFetch(routes.matchBankStatementLine.path.replace(':id', encodeURIComponent(lineId)), { method: 'POST', body: { reservationId } });
