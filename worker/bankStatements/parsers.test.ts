/** The three statement parsers on their own: what each reads, and what each refuses. */
import { describe, expect, it } from 'vitest';
import { parseCamt053 } from './camt053';
import { isFormula, parseCsv } from './csv';
import { parseMt940 } from './mt940';

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('camt.053', () => {
  const entry = (amount: string, indicator: string, text: string, currency = 'TRY') =>
    `<Ntry><Amt Ccy="${currency}">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><BookgDt><DtTm>2030-06-01T10:00:00</DtTm></BookgDt>
     <NtryDtls><TxDtls><Refs><EndToEndId>E2E-1</EndToEndId></Refs><RmtInf><Ustrd>${text}</Ustrd><Ustrd>part two</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
  const doc = (entries: string) =>
    `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt><Acct><Id><Othr><Id>1234567</Id></Othr></Id></Acct>${entries}</Stmt></BkToCstmrStmt></Document>`;

  it('reads amounts as kuruş, the direction, the date of a DtTm, every Ustrd and the end-to-end reference', () => {
    expect(parseCamt053(doc(entry('1234.5', 'CRDT', 'PNR AB12CD34') + entry('10', 'DBIT', 'fee', 'EUR')))).toEqual({
      account: '1234567',
      lines: [
        { bookedOn: '2030-06-01', amountCents: 123450, direction: 'CREDIT', currency: 'TRY', description: 'PNR AB12CD34 part two', reference: 'E2E-1' },
        { bookedOn: '2030-06-01', amountCents: 1000, direction: 'DEBIT', currency: 'EUR', description: 'fee part two', reference: 'E2E-1' },
      ],
    });
  });

  it('leaves entity references as text (entities off) and refuses any DOCTYPE or ENTITY before parsing', () => {
    expect(parseCamt053(doc(entry('1.00', 'CRDT', 'A &amp; B'))).lines[0]!.description).toBe('A &amp; B part two');
    expect(refusal(() => parseCamt053('<!DOCTYPE x><Document/>'))).toMatch(/DOCTYPE/);
    expect(refusal(() => parseCamt053('<?xml version="1.0"?>\n<!ENTITY a "b"><Document/>'))).toMatch(/DOCTYPE/);
  });

  it('refuses a statement without an account, an unreadable amount or a missing indicator', () => {
    expect(refusal(() => parseCamt053('<Document><BkToCstmrStmt><Stmt></Stmt></BkToCstmrStmt></Document>'))).toMatch(/camt\.053/);
    expect(refusal(() => parseCamt053(doc(entry('abc', 'CRDT', 'x'))))).toMatch(/camt\.053/);
    expect(refusal(() => parseCamt053(doc(entry('1.00', 'XX', 'x'))))).toMatch(/camt\.053/);
  });
});

describe('MT940', () => {
  const file = (lines: string) => `:20:REF\n:25:TR12 3456\n:28C:1/1\n:60F:C300531TRY100,00\n${lines}:62F:C300601TRY200,00\n`;

  it('reads :61: with its :86: (structured markers dropped, continuation lines joined), reversals and the bank reference', () => {
    const parsed = parseMt940(file(':61:3006010601C100,5NTRFNONREF//BANK1\n:86:?20PNR AB12CD34?21 HAVALE\n devam\n:61:300602RD7,NMSCOWNREF\n'));
    expect(parsed.account).toBe('TR12 3456');
    expect(parsed.lines).toEqual([
      { bookedOn: '2030-06-01', amountCents: 10050, direction: 'CREDIT', currency: 'TRY', description: 'PNR AB12CD34 HAVALE devam', reference: 'BANK1' },
      { bookedOn: '2030-06-02', amountCents: 700, direction: 'CREDIT', currency: 'TRY', description: '', reference: 'OWNREF' },
    ]);
  });

  it('refuses a file missing :20:, :25:, :60F: or :62F:, and a :61: with a bad date or amount', () => {
    for (const tag of [':20:REF\n', ':25:TR12 3456\n', ':60F:C300531TRY100,00\n', ':62F:C300601TRY200,00\n']) {
      expect(refusal(() => parseMt940(file('').replace(tag, '')))).toMatch(/incomplete/);
    }
    expect(refusal(() => parseMt940(file(':61:301301C1,00NTRF\n')))).toMatch(/:61:/);
    expect(refusal(() => parseMt940(file(':61:300601CNTRF\n')))).toMatch(/:61:/);
  });
});

describe('CSV', () => {
  const mapping = { dateColumn: 'Date', amountColumn: 'Amount', descriptionColumn: 'Text' };

  it('reads quoted cells, comma files, a sign for debits, a direction column and a debit column', () => {
    expect(parseCsv('Date,Text,Amount\n2030-06-01,"PNR AB12CD34, ""kapora""",1234.56\n2030-06-02,fee,-5\n', mapping)).toEqual([
      { bookedOn: '2030-06-01', amountCents: 123456, direction: 'CREDIT', currency: 'TRY', description: 'PNR AB12CD34, "kapora"', reference: null },
      { bookedOn: '2030-06-02', amountCents: 500, direction: 'DEBIT', currency: 'TRY', description: 'fee', reference: null },
    ]);
    const withDirection = parseCsv('Date;Text;Amount;B/A;Cur\n01/06/2030;x;1.000,00;B;eur\n', { ...mapping, directionColumn: 'B/A', currencyColumn: 'Cur' });
    expect(withDirection[0]).toMatchObject({ amountCents: 100000, direction: 'DEBIT', currency: 'EUR' });
    const withDebit = parseCsv('Date;Text;Amount;Out\n01.06.2030;x;;12,50\n', { ...mapping, debitColumn: 'Out' });
    expect(withDebit[0]).toMatchObject({ amountCents: 1250, direction: 'DEBIT' });
  });

  it('treats = @ and a sign before text as formulas, a signed number as none', () => {
    expect(['=1+1', '@SUM(A1)', '+cmd', '-2+3', ' =x', '\t=x'].map(isFormula)).toEqual([true, true, true, true, true, true]);
    expect(['-45,90', '+10.00', 'PNR', '', 'a=b'].map(isFormula)).toEqual([false, false, false, false, false]);
  });

  it('refuses a mapping naming a missing column, an unreadable date, amount or direction', () => {
    expect(refusal(() => parseCsv('Date;Text\n2030-06-01;x\n', mapping))).toMatch(/does not fit/);
    expect(refusal(() => parseCsv('Date;Text;Amount\n31.02.2030;x;1\n', mapping))).toMatch(/does not fit/);
    expect(refusal(() => parseCsv('Date;Text;Amount\n2030-06-01;x;abc\n', mapping))).toMatch(/does not fit/);
    expect(refusal(() => parseCsv('Date;Text;Amount;D\n2030-06-01;x;1;maybe\n', { ...mapping, directionColumn: 'D' }))).toMatch(/does not fit/);
    expect(refusal(() => parseCsv('Date;Text;Amount\n2030-06-01;=cmd|calc;1\n', mapping))).toMatch(/formulas/);
  });
});
