// POST /api/submissions (any signed-in user with a verified e-mail) and GET /api/creator/content (the creator dashboard's lists).

import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { AppError, parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { currentUser, requireRole, requireUserFrom, requireVerifiedEmail } from '#server/http/session';
import { alertAdmins } from '#server/site-settings';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { submissionSchema } from '#shared/submission.schema';
import { creatorContentOverview, submitContent } from './submissions.service';

export const submissionsRoutes = new Hono<AppEnv>()
  .post('/submissions', async (c) => {
    const user = await currentUser(c);
    if (!user) throw new AppError('NOT_AUTHENTICATED', PIPELINE_MESSAGES.signInToSubmit);
    // Submitting needs a verified address (decision 010); checked before the body so nothing else is told.
    await requireVerifiedEmail(c.get('deps').db, user.id);
    const input = parseOrThrow(submissionSchema, await readJson(c));
    const submitted = await submitContent(c.get('deps'), user, input);
    // Administrators who asked for it hear of the new video by e-mail (Settings → Notifications), without waiting.
    void alertAdmins(c.get('deps'), { kind: 'newSubmission', title: input.title, contentId: submitted.id });
    return c.json(submitted, 201);
  })
  .get('/creator/content', requireRole('creator'), async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = await requireUserFrom(c);
    return c.json(await creatorContentOverview(c.get('deps').db, user.id));
  });
