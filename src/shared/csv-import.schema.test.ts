import { describe, expect, it } from 'vitest';
import { csvImportPercent, csvImportSchema } from './csv-import.schema';
import { englishText } from './texts/english';

describe('csvImportSchema', () => {
  it('takes only a .csv file name, in any case', () => {
    expect(csvImportSchema.safeParse({ fileName: ' Videos.CSV ', csv: 'a,b' }).success).toBe(true);
    const wrong = csvImportSchema.safeParse({ fileName: 'videos.xlsx', csv: 'a,b' });
    expect(wrong.success ? null : englishText(wrong.error.issues[0]?.message)).toBe(
      'Please choose a .csv file',
    );
  });
});

describe('csvImportPercent', () => {
  it('is 0 while the file is being read, the share of processed rows while running, 100 once finished', () => {
    expect(csvImportPercent({ status: 'queued', totalRows: null, processedRows: 0 })).toBe(0);
    expect(csvImportPercent({ status: 'running', totalRows: 3, processedRows: 2 })).toBe(66);
    expect(csvImportPercent({ status: 'running', totalRows: 3, processedRows: 5 })).toBe(100);
    expect(csvImportPercent({ status: 'failed', totalRows: null, processedRows: 0 })).toBe(100);
    expect(csvImportPercent({ status: 'done', totalRows: 10, processedRows: 4 })).toBe(100);
  });
});
