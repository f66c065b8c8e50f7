import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../shared/api-error';
import type { CsvImportResult } from '../../shared/content-pipeline.schema';
import { CSV_COLUMNS } from '../../shared/csv-import';
import { content } from '../db/schema/content';
import { moderationAuditLog } from '../db/schema/moderation';
import { type Caller, signUpAs } from '../test/auth-helpers';
import { insertContent, insertCreator } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Caller;
let creatorId: string;

function csvLine(values: Partial<Record<(typeof CSV_COLUMNS)[number], string>>): string {
  return CSV_COLUMNS.map((column) => {
    const value = values[column] ?? '';
    return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  }).join(',');
}

const good = (videoId: string, extra: Partial<Record<(typeof CSV_COLUMNS)[number], string>> = {}) => ({
  creator_profile_id: creatorId,
  title: `Video ${videoId}`,
  description: 'A good video',
  youtube_url: `https://www.youtube.com/watch?v=${videoId}`,
  status: 'pending',
  category: 'Shows',
  ...extra,
});

async function importCsv(csv: string, fileName = 'videos.csv') {
  return admin.request('/api/admin/content/import', { json: { fileName, csv } });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAs(t.app, t.db, 'admin');
  creatorId = (await insertCreator(t.db)).id;
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/content/import/template', () => {
  it('downloads bulk_upload_template.csv with its 26 columns', async () => {
    const response = await admin.request('/api/admin/content/import/template');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="bulk_upload_template.csv"',
    );
    const [header] = (await response.text()).split('\r\n');
    expect(header?.split(',')).toHaveLength(26);
    expect(header?.split(',')).toEqual([...CSV_COLUMNS]);
  });
});

describe('POST /api/admin/content/import', () => {
  it('inserts the good rows and reports each bad row with its number (data row + 2) and message', async () => {
    await insertContent(t.db, {
      youtubeVideoId: 'Exists00001',
      youtubeUrl: 'https://www.youtube.com/watch?v=Exists00001',
    });
    const rows = [
      // row 2: good, with quotes, an embedded comma and an embedded newline
      csvLine(
        good('Good0000001', {
          title: 'Stories, songs and "more"',
          description: 'Line one\nLine two',
          tags: ' Quran , ,Stories ',
          language: 'ARABIC',
          has_music: 'true',
          social_media_metadata: '{"a":1}',
        }),
      ),
      csvLine(good('Good0000002', { title: '' })), // row 3
      csvLine(good('Good0000003', { youtube_url: 'https://youtu.be/Good0000003' })), // row 4
      csvLine(good('Good0000004', { duration: '2.5', content_type: '4', age_range: '0' })), // row 5
      csvLine(good('Good0000005', { social_media_metadata: '{oops' })), // row 6
      csvLine(good('Good0000006', { status: 'approved' })), // row 7
      csvLine(good('Exists00001')), // row 8
      csvLine(good('Good0000001')), // row 9: same video as row 2
      csvLine(good('Good0000009', { creator_profile_id: '00000000-0000-4000-8000-000000000000' })), // row 10
      csvLine(
        good('Good0000010', {
          status: 'published',
          created_at: '2026-01-02T03:04:05Z',
          view_count: '12',
          duration: '7',
        }),
      ), // row 11
      csvLine(
        good('Good0000011', {
          created_at: 'yesterday',
          view_count: '-1',
          shariah_analysis: '101',
          has_music: 'maybe',
          category: 'Cartoons',
          content_rating: 'X',
          language: 'Klingon',
        }),
      ), // row 12
    ];
    const csv = `\uFEFF${CSV_COLUMNS.join(',')}\r\n${rows.join('\r\n')}\r\n`;
    const response = await importCsv(csv);
    expect(response.status, await response.clone().text()).toBe(200);
    const result = (await response.json()) as CsvImportResult;
    expect(result.totalRows).toBe(11);
    expect(result.inserted.map((row) => row.row)).toEqual([2, 11]);
    expect(result.failed).toEqual([
      { row: 3, errors: ['Title is required'] },
      { row: 4, errors: ['Valid YouTube URL is required'] },
      {
        row: 5,
        errors: [
          'Duration must be a positive integer',
          'content_type must be 1, 2, or 3',
          'age_range must be 1, 2, 3, or 4',
        ],
      },
      { row: 6, errors: ['social_media_metadata must be valid JSON'] },
      { row: 7, errors: ["Status must be 'pending', 'published', or 'rejected'"] },
      { row: 8, errors: ['This YouTube video is already on the platform'] },
      { row: 9, errors: ['This YouTube video appears earlier in the file'] },
      { row: 10, errors: ['creator_profile_id does not match a creator profile'] },
      {
        row: 12,
        errors: [
          'created_at must be a valid ISO timestamp',
          'view_count must be a non-negative integer',
          'shariah_analysis must be a number between 0 and 100',
          "has_music must be 'true' or 'false'",
          'Invalid content category',
          "content_rating must be 'G', 'PG', 'PG-13', or 'R'",
          'language must be one of English, Arabic, Urdu, Turkish, Malay, French, Spanish, Other',
        ],
      },
    ]);
    const stored = await t.db
      .select()
      .from(content)
      .where(inArray(content.youtubeVideoId, ['Good0000001', 'Good0000010']));
    const byId = new Map(stored.map((row) => [row.youtubeVideoId, row]));
    expect(byId.get('Good0000001')).toMatchObject({
      title: 'Stories, songs and "more"',
      description: 'Line one\nLine two',
      tags: ['Quran', 'Stories'],
      language: 'Arabic',
      hasMusic: true,
      socialMediaMetadata: { a: 1 },
      status: 'pending',
    });
    expect(byId.get('Good0000010')).toMatchObject({ status: 'published', viewCount: 12, duration: 7 });
    expect(byId.get('Good0000010')?.createdAt.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    const audit = await t.db
      .select()
      .from(moderationAuditLog)
      .where(eq(moderationAuditLog.action, 'csv.import'));
    expect(audit[0]?.after).toEqual({ totalRows: 11, inserted: 2, failed: 9 });
    expect(audit[0]?.actorId).toBe(admin.userId);
  });

  it("answers 'No valid rows found' (400) when nothing can be inserted, and inserts nothing", async () => {
    const csv = `${CSV_COLUMNS.join(',')}\n${csvLine(good('None0000001', { title: '' }))}\n`;
    const response = await importCsv(csv);
    expect(response.status).toBe(400);
    const error = ((await response.json()) as ApiErrorBody).error;
    expect(error.message).toBe('No valid rows found');
    expect(error.issues).toEqual([{ path: 'row 2', message: 'Title is required' }]);
  });

  it("answers 'Failed to parse CSV: …' for a file the parser cannot read", async () => {
    const response = await importCsv(`${CSV_COLUMNS.join(',')}\n"unterminated,quote\n`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiErrorBody).error.message).toMatch(/^Failed to parse CSV: .+/);
  });

  it('answers 413 for a body over the limit, without reading it all', async () => {
    const response = await importCsv('x'.repeat(32 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(((await response.json()) as ApiErrorBody).error.message).toBe('The file is larger than 30 MB');
  });

  it('accepts only .csv files', async () => {
    const response = await importCsv('a,b\n1,2', 'videos.xlsx');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiErrorBody).error.message).toBe('Please choose a .csv file');
  });
});
