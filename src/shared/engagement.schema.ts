// Request schemas for likes, comments, reports and views, shared by the web forms and the server validators.
import { z } from 'zod';
import { REPORT_REASONS } from './domain';
import { COMMENT_MAX_LENGTH, ENGAGEMENT_MESSAGES, REPORT_DETAILS_MAX_LENGTH } from './engagement';
import { safeText } from './safe-text';

/** Plain text only: the web renders it as text, never as HTML. Control characters other than newlines are dropped. */
function plainText(value: unknown) {
  return typeof value === 'string' ? value.replace(/[^\P{Cc}\n\t]/gu, '').trim() : value;
}

export const commentInputSchema = z.object({
  text: z.preprocess(
    plainText,
    safeText({ error: ENGAGEMENT_MESSAGES.commentRequired })
      .min(1, ENGAGEMENT_MESSAGES.commentRequired)
      .max(COMMENT_MAX_LENGTH, ENGAGEMENT_MESSAGES.commentTooLong),
  ),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

export const reportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: ENGAGEMENT_MESSAGES.reasonRequired }),
  details: z.preprocess(
    plainText,
    safeText({ error: ENGAGEMENT_MESSAGES.detailsRequired })
      .min(1, ENGAGEMENT_MESSAGES.detailsRequired)
      .max(REPORT_DETAILS_MAX_LENGTH, ENGAGEMENT_MESSAGES.detailsTooLong),
  ),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

/** Device ids are random UUIDs made by the browser; anything else is refused rather than stored. */
export const deviceIdSchema = safeText({ error: ENGAGEMENT_MESSAGES.deviceIdRequired })
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, ENGAGEMENT_MESSAGES.deviceIdRequired);

export const commentsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'pagePositiveWholeNumber' })
    .int('pagePositiveWholeNumber')
    .min(1, 'pagePositiveWholeNumber')
    .max(1000, 'pageMost1000')
    .default(1),
});
