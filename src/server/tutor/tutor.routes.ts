// The Tutor over HTTP (the contract: src/shared/tutor/learn-api.ts). The child, with the child credential:
// GET /api/child/learn (the Learn tab's home), POST /api/child/learn/lessons (today's lesson of a subject),
// GET /api/child/learn/lessons/:lessonId, POST /api/child/learn/lessons/:lessonId/answers. The parent, their own
// child only: GET /api/parent/children/:childId/learning, PUT …/learning/settings, PUT /api/parent/learning-email.
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { access, requireActiveChild, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { LOCALE_COOKIE, type Locale, localeOfRequest } from '#shared/locales';
import {
  learningEmailSchema,
  learningSettingsSchema,
  lessonAnswerSchema,
  startLessonSchema,
} from '#shared/tutor/learn-api';
import { childLocale } from './learner';
import { answerLesson, learnHome, readLesson, startLesson } from './lessons.service';
import { learningReport, saveLearningEmail, saveLearningSettings } from './report.service';

/** The reader's language: the locale cookie the web sets, then Accept-Language, then English. */
function requestLocale(c: Context<AppEnv>): Locale {
  return localeOfRequest(getCookie(c, LOCALE_COOKIE), c.req.header('accept-language'));
}

export const tutorChildRoutes = new Hono<AppEnv>()
  .get('/', access({ audience: 'child' }), async (c) => {
    const deps = c.get('deps');
    const now = deps.clock();
    // Learning is time on a screen: closed by the time rules, it answers TIME_UP like every child screen.
    const context = await requireActiveChild(c, now);
    c.header('Cache-Control', 'no-store');
    return c.json(await learnHome(deps.db, context, childLocale(context, requestLocale(c)), now));
  })
  .post('/lessons', access({ audience: 'child' }), async (c) => {
    const deps = c.get('deps');
    const now = deps.clock();
    const context = await requireActiveChild(c, now);
    const { subject } = parseOrThrow(startLessonSchema, await readJson(c));
    const locale = childLocale(context, requestLocale(c));
    const { lesson, created } = await startLesson(deps.db, context, subject, locale, now);
    return c.json(lesson, created ? 201 : 200);
  })
  .get('/lessons/:lessonId', access({ audience: 'child' }), async (c) => {
    const deps = c.get('deps');
    const context = await requireActiveChild(c, deps.clock());
    c.header('Cache-Control', 'no-store');
    return c.json(await readLesson(deps.db, context, c.req.param('lessonId')));
  })
  .post('/lessons/:lessonId/answers', access({ audience: 'child' }), async (c) => {
    const deps = c.get('deps');
    const now = deps.clock();
    const context = await requireActiveChild(c, now);
    const input = parseOrThrow(lessonAnswerSchema, await readJson(c));
    return c.json(await answerLesson(deps.db, context, c.req.param('lessonId'), input, now));
  });

export const tutorParentRoutes = new Hono<AppEnv>()
  .get('/children/:childId/learning', access({ audience: 'parent', owns: 'child' }), async (c) => {
    const parent = await requireUserFrom(c);
    const deps = c.get('deps');
    c.header('Cache-Control', 'no-store');
    return c.json(
      await learningReport(deps.db, parent, c.req.param('childId'), requestLocale(c), deps.clock()),
    );
  })
  .put('/children/:childId/learning/settings', access({ audience: 'parent', owns: 'child' }), async (c) => {
    const parent = await requireUserFrom(c);
    const settings = parseOrThrow(learningSettingsSchema, await readJson(c));
    const deps = c.get('deps');
    return c.json(
      await saveLearningSettings(
        deps.db,
        parent,
        c.req.param('childId'),
        settings,
        requestLocale(c),
        deps.clock(),
      ),
    );
  })
  .put('/learning-email', access({ audience: 'parent' }), async (c) => {
    const parent = await requireUserFrom(c);
    const { weeklyEmail } = parseOrThrow(learningEmailSchema, await readJson(c));
    return c.json(await saveLearningEmail(c.get('deps').db, parent, weeklyEmail));
  });
