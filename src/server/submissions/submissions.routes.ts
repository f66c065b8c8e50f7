// POST /api/submissions (any signed-in user with a verified e-mail) and GET /api/creator/content (the creator dashboard's lists).

import { Hono } from 'hono';
import { access, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { alertAdmins } from '#server/site-settings';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { submissionSchema } from '#shared/submission.schema';
import { creatorContentOverview, submitContent } from './submissions.service';

export const submissionsRoutes = new Hono<AppEnv>().post(
  '/',
  // Submitting needs a verified address (decision 010): the guard checks it before the body, so nothing else is told.
  access({ audience: 'signedIn', verified: true, signInMessage: PIPELINE_MESSAGES.signInToSubmit }),
  async (c) => {
    const user = await requireUserFrom(c);
    const input = parseOrThrow(submissionSchema, await readJson(c));
    const submitted = await submitContent(c.get('deps'), user, input);
    // Administrators who asked for it hear of the new video by e-mail (Settings → Notifications), without waiting.
    void alertAdmins(c.get('deps'), { kind: 'newSubmission', title: input.title, contentId: submitted.id });
    return c.json(submitted, 201);
  },
);

export const creatorContentRoutes = new Hono<AppEnv>().get(
  '/content',
  access({ audience: 'creator' }),
  async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = await requireUserFrom(c);
    return c.json(await creatorContentOverview(c.get('deps').db, user.id));
  },
);
