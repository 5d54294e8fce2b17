import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, slow } from '../../mocks/variants';
import { backend } from '../../mocks/world';
import { AdminScreen } from '../../src/features/admin/AdminScreen';
import { ADMIN_LOGIN, pnrCodes, reservations, rows } from '../world';
import { notified } from './helpers';

const route = '/admin?section=bankStatements';
const exact = reservations.find((reservation) => reservation.pnrCode === pnrCodes.pending)!;
const short = reservations.find((reservation) => reservation.pnrCode === pnrCodes.awaitingReceipt)!;
const decimal = (amount: number) => amount.toFixed(2);

const entry = (amount: string, indicator: 'CRDT' | 'DBIT', text: string, ref: string) =>
  `<Ntry><Amt Ccy="TRY">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><BookgDt><Dt>2026-11-20</Dt></BookgDt><AcctSvcrRef>${ref}</AcctSvcrRef>
   <NtryDtls><TxDtls><RmtInf><Ustrd>${text}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
/** A camt.053 of the demo world: the pending stay paid exactly, the one awaiting a receipt paid short, a rent, a fee. */
const CAMT = `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>
  <Acct><Id><IBAN>TR330006100519786457841326</IBAN></Id></Acct>
  ${entry(decimal(exact.totalAmount), 'CRDT', `PNR ${exact.pnrCode} havale`, 'R1')}
  ${entry(decimal(short.totalAmount - 100), 'CRDT', `Rezervasyon ${short.pnrCode.toLowerCase()} kapora`, 'R2')}
  ${entry('750.00', 'CRDT', 'KIRA ODEMESI KASIM', 'R3')}
  ${entry('12.50', 'DBIT', 'HESAP ISLETIM UCRETI', 'R4')}
</Stmt></BkToCstmrStmt></Document>`;
const camtFile = () => new File([CAMT], 'kasim.xml', { type: 'text/xml' });

/** The admin uploads the statement straight to the Worker's app, as an earlier visit would have. */
async function uploaded() {
  const { token } = await backend.signIn(ADMIN_LOGIN.name);
  const form = new FormData();
  form.append('file', camtFile());
  const response = await backend.fetch(new Request('http://localhost/api/admin/bank-statements', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }));
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
}

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Admin › Bank statements (issue 34): upload, the statements, a statement's lines by state. */
const meta = {
  title: 'Screens/Admin/BankStatements',
  component: AdminScreen,
  parameters: { route, session: 'admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing uploaded yet. */
export const Empty: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Henüz ekstre yüklenmedi.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Banka ekstreleri' })).toBeVisible();
  },
};

/** The list is loading. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getBankStatements'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Ekstreler' })).toBeVisible();
    await expect(canvas.queryByText('Henüz ekstre yüklenmedi.')).not.toBeInTheDocument();
  },
};

/** The list fails to load: the message and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getBankStatements'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ekstreler yüklenemedi.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tekrar Dene' })).toBeEnabled();
  },
};

/** A statement uploaded earlier: its counts in the list, its lines by state once opened. */
export const Statement: Story = {
  beforeEach: uploaded,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Onaylı: 1 · Öneri: 1 · Eşleşmeyen: 1 · Borç: 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Satırları aç: kasim.xml' }));
    const lines = within(await canvas.findByRole('region', { name: 'kasim.xml satırları' }));
    const suggestions = within(await lines.findByRole('region', { name: 'Onaylanacak öneriler (1)' }));
    await expect(suggestions.getByText('Rezervasyonun borcundan az')).toBeVisible();
    await expect(within(lines.getByRole('region', { name: 'Eşleşmeyenler (1)' })).getByText('KIRA ODEMESI KASIM')).toBeVisible();
    await expect(within(lines.getByRole('region', { name: 'Onaylananlar (1)' })).getByText(new RegExp(`Ödenen: ${exact.pnrCode}`))).toBeVisible();
    await expect(lines.getByRole('region', { name: 'Borç satırları (eşlenmez) (1)' })).toBeVisible();
  },
};

/** Uploading the statement file: the import's result, the exact transfer approved (the booking confirmed); again: 0 new lines. */
export const Upload: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Henüz ekstre yüklenmedi.');
    await userEvent.upload(fileInput(canvasElement), camtFile());
    await expect(await canvas.findByText('4 yeni satır: 1 onaylandı, 1 öneri, 1 eşleşmedi.')).toBeVisible();
    await expect(await rows('SELECT status FROM reservations WHERE pnr_code = ?', exact.pnrCode)).toEqual([{ status: 'CONFIRMED' }]);
    await expect(await canvas.findByRole('region', { name: 'kasim.xml satırları' })).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), camtFile());
    await expect(await canvas.findByText('Bu ekstre daha önce yüklendi: 0 yeni satır, hiçbir şey değişmedi.')).toBeVisible();
    await expect(await rows('SELECT count(*) AS n FROM bank_statement_lines')).toEqual([{ n: 4 }]);
  },
};

/** One click confirms a suggestion: the payment approved, the line moves to the approved ones. */
export const ConfirmSuggestion: Story = {
  beforeEach: uploaded,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Satırları aç: kasim.xml' }));
    const lines = within(await canvas.findByRole('region', { name: 'kasim.xml satırları' }));
    await userEvent.click(await lines.findByRole('button', { name: new RegExp(`^Onayla: ${short.pnrCode}`) }));
    await notified('Ödeme onaylandı; misafire e-posta gönderildi.');
    await expect(await lines.findByRole('region', { name: 'Onaylananlar (2)' })).toBeVisible();
    await expect(await rows('SELECT status FROM reservations WHERE pnr_code = ?', short.pnrCode)).toEqual([{ status: 'CONFIRMED' }]);
  },
};

/** An unmatched line: pick the booking it pays among those waiting for payment, then approve. */
export const PickBooking: Story = {
  beforeEach: uploaded,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Satırları aç: kasim.xml' }));
    const unmatched = within(await canvas.findByRole('region', { name: 'Eşleşmeyenler (1)' }));
    const picker = unmatched.getByRole('combobox', { name: /satırının rezervasyonu$/ });
    await userEvent.selectOptions(picker, within(picker).getByRole('option', { name: new RegExp(`^${short.pnrCode}`) }));
    await userEvent.click(unmatched.getByRole('button', { name: /^Ödemeyi onayla: / }));
    await notified('Ödeme onaylandı; misafire e-posta gönderildi.');
    await waitFor(async () => expect(await rows('SELECT state FROM bank_statement_lines WHERE description = ?', 'KIRA ODEMESI KASIM')).toEqual([{ state: 'APPROVED' }]));
  },
};

/** A bank's CSV export with its mapping, typed from empty: imported, and the mapping saved for the bank. */
export const CsvMapping: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Biçim'), 'csv');
    await userEvent.type(canvas.getByLabelText(/^Banka adı/), 'Ziraat');
    await userEvent.type(canvas.getByLabelText(/^Tarih sütunu/), 'Tarih');
    await userEvent.type(canvas.getByLabelText(/^Tutar sütunu/), 'Tutar');
    await userEvent.type(canvas.getByLabelText(/^Açıklama sütunu/), 'Açıklama');
    await userEvent.type(canvas.getByLabelText(/^Referans sütunu/), 'Referans');
    const csv = `Tarih;Açıklama;Tutar;Referans\n20.11.2026;HAVALE PNR ${exact.pnrCode};${decimal(exact.totalAmount).replace('.', ',')};C1\n21.11.2026;KIRA;-100,00;C2\n`;
    await userEvent.upload(fileInput(canvasElement), new File([csv], 'ziraat.csv', { type: 'text/csv' }));
    await expect(await canvas.findByText('2 yeni satır: 1 onaylandı, 0 öneri, 0 eşleşmedi.')).toBeVisible();
    const [saved] = await rows<{ bank: string; mapping: string }>('SELECT bank, mapping FROM bank_csv_mappings');
    await expect(saved?.bank).toBe('Ziraat');
    await expect(JSON.parse(saved!.mapping)).toMatchObject({ dateColumn: 'Tarih', amountColumn: 'Tutar', descriptionColumn: 'Açıklama', referenceColumn: 'Referans' });
  },
};

/** A hostile file (XML with an entity declaration) is refused with its message; nothing stored. */
export const HostileRefused: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText('Henüz ekstre yüklenmedi.');
    const xxe = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>';
    await userEvent.upload(fileInput(canvasElement), new File([xxe], 'evil.xml', { type: 'text/xml' }));
    await notified('DOCTYPE, DTD veya entity tanımı içeren XML dosyaları kabul edilmez.');
    await expect(await rows('SELECT count(*) AS n FROM bank_statements')).toEqual([{ n: 0 }]);
  },
};

/** Persian, right to left: the list and the lines. */
export const StatementPersian: Story = {
  beforeEach: uploaded,
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'صورت‌حساب‌های بانکی' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'نمایش ردیف‌ها: kasim.xml' }));
    const lines = within(await canvas.findByRole('region', { name: 'ردیف‌های kasim.xml' }));
    await expect(await lines.findByRole('region', { name: 'پیشنهادهای منتظر تأیید (۱)' })).toBeVisible();
    await expect(lines.getByText('کمتر از بدهی رزرو')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
