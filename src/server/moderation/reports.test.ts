// The reports queue (/api/admin/reports): open reports with age and overdue flag, dismiss and unpublish.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, contentReports } from '#server/db/schema/content';
import { type Caller, signUpAs } from '#server/test/auth-helpers';
import { insertContent, insertCreator, insertUser } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import type { AuditEntry } from '#shared/moderation.schema';
import type { ReportItem } from '#shared/report-queue.schema';

let t: TestApp;
let admin: Caller;
let creatorId: string;

const MISSING = '00000000-0000-4000-8000-000000000000';

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAs(t.app, t.db, 'admin');
  creatorId = (await insertCreator(t.db, { fullName: 'Aisha Rahman' })).id;
});

afterAll(async () => {
  await t.close();
});

describe('reports queue', () => {
  it('lists open reports oldest first with age and overdue flag; dismiss and unpublish are recorded', async () => {
    const reporter = await insertUser(t.db, { name: 'Reporting Parent' });
    const video = await insertContent(t.db, { title: 'Reported video', creatorProfileId: creatorId });
    const other = await insertContent(t.db, { title: 'Other reported video' });
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const [old] = await t.db
      .insert(contentReports)
      .values({
        contentId: video.id,
        userId: reporter.id,
        reason: 'inappropriate',
        details: 'Music at 2:10',
        createdAt: hoursAgo(50),
      })
      .returning();
    const [recent] = await t.db
      .insert(contentReports)
      .values({
        contentId: other.id,
        userId: null,
        reason: 'misinformation',
        details: 'Wrong date',
        createdAt: hoursAgo(3),
      })
      .returning();
    await t.db.insert(contentReports).values({
      contentId: video.id,
      userId: reporter.id,
      reason: 'other',
      details: 'Same video',
      createdAt: hoursAgo(1),
    });

    const list = (await (await admin.request('/api/admin/reports')).json()) as { reports: ReportItem[] };
    expect(list.reports.map((report) => report.details)).toEqual([
      'Music at 2:10',
      'Wrong date',
      'Same video',
    ]);
    expect(list.reports[0]).toMatchObject({
      overdue: true,
      ageHours: 50,
      reason: 'inappropriate',
      content: { id: video.id, title: 'Reported video', status: 'published' },
      reporter: { id: reporter.id, name: 'Reporting Parent' },
    });
    expect(list.reports[1]).toMatchObject({ overdue: false, ageHours: 3, reporter: null });

    const dismissed = await admin.request(`/api/admin/reports/${recent?.id}/dismiss`, { json: {} });
    expect(dismissed.status).toBe(200);
    expect(await dismissed.json()).toEqual({ id: recent?.id, status: 'dismissed' });
    const again = await admin.request(`/api/admin/reports/${recent?.id}/dismiss`, { json: {} });
    expect(again.status).toBe(409);

    const unpublished = await admin.request(`/api/admin/reports/${old?.id}/unpublish`, {
      json: { note: 'Background music' },
    });
    expect(unpublished.status).toBe(200);
    const [row] = await t.db.select().from(content).where(eq(content.id, video.id));
    expect(row).toMatchObject({ status: 'rejected', rejectionReason: 'Background music' });
    // The item's other report was settled by the same action; nothing is left open.
    expect(
      ((await (await admin.request('/api/admin/reports')).json()) as { reports: ReportItem[] }).reports,
    ).toEqual([]);
    const log = (await (await admin.request('/api/admin/audit-log')).json()) as { entries: AuditEntry[] };
    const actions = log.entries.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['report.dismiss', 'report.unpublish', 'content.unpublish']),
    );
  });

  it('answers 404 for a report that does not exist and 400 for a too-long note', async () => {
    expect((await admin.request(`/api/admin/reports/${MISSING}/dismiss`, { json: {} })).status).toBe(404);
    expect((await admin.request('/api/admin/reports/nope/unpublish', { json: {} })).status).toBe(404);
    const long = await admin.request(`/api/admin/reports/${MISSING}/dismiss`, {
      json: { note: 'x'.repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toBe('The note must be at most 1000 characters');
  });
});
