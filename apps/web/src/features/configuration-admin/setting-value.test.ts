import { describe, expect, it } from 'vitest';
import { editableText, shownValue, valueJson } from './setting-value.ts';

describe('a setting as the console edits it', () => {
  it('writes amounts in dollars and reads them back in cents', () => {
    expect(editableText('amount', '350000')).toBe('3500');
    expect(valueJson('amount', '4000,50')).toBe('400050');
  });

  it('reads blackout windows one per line, and company lists with commas', () => {
    const json = '[{"companies":[12,27],"from":"30/12/2022 23:30:00","to":"31/12/2022 06:00:00"}]';
    const text = editableText('blackouts', json);
    expect(text).toBe('12,27; 30/12/2022 23:30:00; 31/12/2022 06:00:00');
    expect(JSON.parse(valueJson('blackouts', `${text}\n\n`))).toEqual(JSON.parse(json));
    expect(valueJson('companies', ' 27, 30 ')).toBe('[27,30]');
  });

  it('reads the land button’s restricted people as document numbers with commas', () => {
    expect(editableText('documents', '["2000001","4567890"]')).toBe('2000001, 4567890');
    expect(valueJson('documents', ' 2000001, 4567890 ,')).toBe('["2000001","4567890"]');
  });
});

describe('a setting as the console shows it in a list', () => {
  const words = (language: string) => ({
    language,
    on: 'On',
    off: 'Off',
    company: (id: number) => (id === 12 ? 'Parque de Aguas y Cabañas S.A.' : `Company ${id}`),
    blackout: (companies: string, from: string, to: string) => `${companies}: ${from} – ${to}`,
  });

  it('names the companies and writes the amounts and dates in the page’s language', () => {
    expect(shownValue('companies', '[12,27]', words('en'))).toBe('Parque de Aguas y Cabañas S.A., Company 27');
    expect(shownValue('amount', '350000', words('en'))).toBe('$3,500.00');
    expect(shownValue('count', '1500', words('es'))).toBe('1.500');
    expect(shownValue('flag', 'false', words('en'))).toBe('Off');
    const blackout = '[{"companies":[12],"from":"30/12/2022 23:30:00","to":"31/12/2022 06:00:00"}]';
    expect(shownValue('blackouts', blackout, words('en'))).toBe(
      'Parque de Aguas y Cabañas S.A.: December 30, 2022 at 11:30 PM – December 31, 2022 at 6:00 AM',
    );
  });

  it('says an empty list is empty, and shows what it cannot read as it came', () => {
    expect(shownValue('companies', '[]', words('en'))).toBe('—');
    expect(shownValue('text', '""', words('en'))).toBe('—');
    expect(shownValue('amount', 'not json', words('en'))).toBe('not json');
  });
});
