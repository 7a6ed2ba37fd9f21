import { describe, expect, it } from 'vitest';
import { editableText, valueJson } from './setting-value.ts';

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
