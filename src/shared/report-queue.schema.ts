// The moderators' reports queue: the note a moderator may add when resolving a report, and a report as the
// queue lists it. (A parent filing a report is in engagement.schema.ts.)
import { z } from 'zod';
import type { ContentStatus, REPORT_REASONS } from './domain';
import { safeText } from './safe-text';

export const reportActionSchema = z.object({
  note: safeText().trim().max(1000, 'noteMost1000Characters').optional(),
});

export type ReportItem = {
  id: string;
  reason: (typeof REPORT_REASONS)[number];
  details: string;
  createdAt: string;
  ageHours: number;
  overdue: boolean;
  content: { id: string; title: string; status: ContentStatus };
  reporter: { id: string; name: string; email: string } | null;
};
