// Runs the explainable screening on the server: the data file's word lists plus the terms admins added, and
// the video's public YouTube metadata (oEmbed: title and channel name) when it can be reached.

import type { Database } from '#server/db/client';
import type { Env } from '#server/env';
import { AppError } from '#server/http/app-error';
import type { Logger } from '#server/logger';
import { LIMITS } from '#shared/domain';
import {
  COMPLIANCE_FAILED_MESSAGE,
  describeFindings,
  SCREENING_REASONS,
  type ScreeningInput,
  type ScreeningReason,
  type ScreeningResult,
  type ScreeningRule,
  screenContent,
} from '#shared/screening';
import { addedScreeningTerms } from './screening.repo';
import rulesFile from './screening-rules.json';

type RulesFile = { rules: { reason: string; weight: number; onlyWithoutMusic?: boolean; terms: string[] }[] };

function isReason(value: string): value is ScreeningReason {
  return (SCREENING_REASONS as readonly string[]).includes(value);
}

/** The rules of the data file, checked once at start-up: a typo in a reason fails loudly. */
export const FILE_RULES: readonly ScreeningRule[] = (rulesFile as RulesFile).rules.map((rule) => {
  if (!isReason(rule.reason)) throw new Error(`screening-rules.json: unknown reason ${rule.reason}`);
  return {
    reason: rule.reason,
    weight: rule.weight,
    onlyWithoutMusic: rule.onlyWithoutMusic ?? false,
    terms: rule.terms,
  };
});

export async function loadScreeningRules(db: Database): Promise<ScreeningRule[]> {
  const added = await addedScreeningTerms(db);
  return FILE_RULES.map((rule) => ({
    ...rule,
    terms: [
      ...rule.terms,
      ...added.filter((entry) => entry.reason === rule.reason).map((entry) => entry.term),
    ],
  }));
}

/** Title and channel name of a public YouTube video, or null when YouTube cannot be reached or says no. */
export async function fetchYouTubeMetadata(
  env: Pick<Env, 'YOUTUBE_FEED_BASE_URL' | 'YOUTUBE_FETCH_TIMEOUT_MS'>,
  videoId: string,
  logger?: Logger,
): Promise<{ field: string; text: string }[] | null> {
  const watchUrl = `https://www.youtube.com/watch?v=${videoId}`;
  const url = new URL('/oembed', env.YOUTUBE_FEED_BASE_URL);
  url.searchParams.set('url', watchUrl);
  url.searchParams.set('format', 'json');
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(Math.min(env.YOUTUBE_FETCH_TIMEOUT_MS, 5_000)),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { title?: unknown; author_name?: unknown };
    const metadata: { field: string; text: string }[] = [];
    if (typeof body.title === 'string') metadata.push({ field: 'YouTube title', text: body.title });
    if (typeof body.author_name === 'string')
      metadata.push({ field: 'YouTube channel', text: body.author_name });
    return metadata.length > 0 ? metadata : null;
  } catch (error) {
    logger?.debug({ err: error, videoId }, 'YouTube metadata not reachable; screening without it');
    return null;
  }
}

export async function screenSubmission(
  deps: { db: Database; env: Env; logger: Logger },
  input: Omit<ScreeningInput, 'metadata'>,
  youtubeVideoId: string | null,
): Promise<ScreeningResult> {
  const [rules, metadata] = await Promise.all([
    loadScreeningRules(deps.db),
    youtubeVideoId ? fetchYouTubeMetadata(deps.env, youtubeVideoId, deps.logger) : Promise.resolve(null),
  ]);
  return screenContent(
    { ...input, ...(metadata ? { metadata } : {}) },
    rules,
    LIMITS.complianceMinConfidence,
  );
}

/**
 * Screens a new revision of an item's text (a submission, a creator's edit, an upload's details) and refuses a
 * non-compliant one with its findings (400), before anything is written.
 */
export async function screenOrRefuse(
  deps: { db: Database; env: Env; logger: Logger },
  input: Omit<ScreeningInput, 'metadata'>,
  youtubeVideoId: string | null,
): Promise<ScreeningResult> {
  const screening = await screenSubmission(deps, input, youtubeVideoId);
  if (!screening.compliant) {
    throw new AppError(
      'VALIDATION_FAILED',
      COMPLIANCE_FAILED_MESSAGE,
      // The findings quote the text that was refused: told as they are, without a key.
      { issues: describeFindings(screening.reasons).map((message) => ({ path: 'screening', message })) },
    );
  }
  return screening;
}
