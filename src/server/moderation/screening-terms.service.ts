// The screening rules page: the data file's rules with the terms admins added, and adding or removing such a term
// (a term already in the file, or added twice, is a conflict), each with its audit entry.

import { assertUuid, recordAudit, type SessionUser } from '#server/access';
import type { Database } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import { AppError, notFound } from '#server/http/app-error';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { SCREENING_REASON_LABELS, SCREENING_REASONS, type ScreeningReason } from '#shared/screening';
import type { ScreeningRuleView } from '#shared/screening-terms.schema';
import { addedScreeningTerms, deleteScreeningTerm, insertScreeningTerm } from './screening.repo';
import { FILE_RULES } from './screening.service';

export type ScreeningRulesView = ScreeningRuleView[];

export async function screeningRulesView(db: Database): Promise<ScreeningRulesView> {
  const added = await addedScreeningTerms(db);
  return SCREENING_REASONS.map((reason) => {
    const rule = FILE_RULES.find((entry) => entry.reason === reason);
    return {
      reason,
      label: SCREENING_REASON_LABELS[reason],
      weight: rule?.weight ?? 0,
      onlyWithoutMusic: rule?.onlyWithoutMusic ?? false,
      fileTerms: [...(rule?.terms ?? [])],
      addedTerms: added.filter((entry) => entry.reason === reason).map(({ id, term }) => ({ id, term })),
    };
  });
}

export async function addScreeningTerm(
  db: Database,
  actor: SessionUser,
  input: { reason: ScreeningReason; term: string },
): Promise<{ id: string; reason: ScreeningReason; term: string }> {
  const inFile = FILE_RULES.find((rule) => rule.reason === input.reason)?.terms.some(
    (term) => term.toLowerCase() === input.term.toLowerCase(),
  );
  if (inFile) throw new AppError('CONFLICT', PIPELINE_MESSAGES.termExists);
  try {
    return await db.transaction(async (tx) => {
      const row = await insertScreeningTerm(tx, {
        reason: input.reason,
        term: input.term,
        createdBy: actor.id,
      });
      if (!row) throw new Error('insert returned nothing');
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'screening_term.add',
        targetType: 'screening_term',
        targetId: row.id,
        after: { reason: row.reason, term: row.term },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', PIPELINE_MESSAGES.termExists);
    throw error;
  }
}

export async function removeScreeningTerm(db: Database, actor: SessionUser, id: string): Promise<void> {
  assertUuid(id, PIPELINE_MESSAGES.termNotFound);
  await db.transaction(async (tx) => {
    const row = await deleteScreeningTerm(tx, id);
    if (!row) throw notFound(PIPELINE_MESSAGES.termNotFound);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'screening_term.remove',
      targetType: 'screening_term',
      targetId: id,
      before: { reason: row.reason, term: row.term },
    });
  });
}
