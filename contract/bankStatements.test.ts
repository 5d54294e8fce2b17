import { describe, expect, it } from 'vitest';
import { nameInText, parseAmountCents, pnrCandidates } from './bankStatements';

describe('pnrCandidates', () => {
  it('finds a PNR after "PNR", glued to it, after a colon, in lower case, and among other words', () => {
    expect(pnrCandidates('PNR AB12CD34')).toContain('AB12CD34');
    expect(pnrCandidates('pnr:ab12cd34 otel')).toContain('AB12CD34');
    expect(pnrCandidates('PNRAB12CD34')).toContain('AB12CD34');
    expect(pnrCandidates('Havale ödemesi XK7PQ2MN Ayşe')).toContain('XK7PQ2MN');
  });

  it('leaves out words too short or too long to be a PNR', () => {
    expect(pnrCandidates('AB12 ABCDEFGHIJKLMNOPQRSTU')).toEqual([]);
  });
});

describe('parseAmountCents', () => {
  it('reads Turkish and English separators and signs as kuruş', () => {
    expect(['1.234,56', '1,234.56', '1234,5', '1234.56', '-45,90', '+10', '1.000', '0,07'].map(parseAmountCents)).toEqual([123456, 123456, 123450, 123456, -4590, 1000, 100000, 7]);
  });

  it('refuses text, three decimals after both separators and empty cells', () => {
    expect(['abc', '1,2.345', '', '12a'].map(parseAmountCents)).toEqual([null, null, null, null]);
  });
});

describe('nameInText', () => {
  it('finds a Turkish name written without accents in capitals', () => {
    expect(nameInText('Zeynep Kılıç', 'ZEYNEP KILIC HAVALE')).toBe(true);
    expect(nameInText('Şükrü Öztürk', 'SUKRU OZTURK')).toBe(true);
    expect(nameInText('Zeynep Kılıç', 'ZEYNEP HAVALE')).toBe(false);
  });
});
