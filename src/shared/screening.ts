// Explainable content screening: word and phrase rules per content-policy reason, scored into a confidence 0-100.
// Pure: the rules come in (the server merges its data file with the terms admins added), the reasons go out.

export const SCREENING_REASONS = [
  'hate_speech',
  'nudity',
  'instrument_music',
  'prophet_depiction',
  'advertising',
] as const;
export type ScreeningReason = (typeof SCREENING_REASONS)[number];

export const SCREENING_REASON_LABELS: Record<ScreeningReason, string> = {
  hate_speech: 'Hate speech',
  nudity: 'Nudity or immodesty',
  instrument_music: 'Instrument music (the item says it has no music)',
  prophet_depiction: 'Depiction of a prophet',
  advertising: 'Advertising',
};

export const COMPLIANCE_FAILED_MESSAGE = 'contentDoesNotMeetCompliance';

export type ScreeningRule = {
  reason: ScreeningReason;
  /** Confidence points lost for each distinct term found. */
  weight: number;
  /** Only applies when the item says it has no music. */
  onlyWithoutMusic?: boolean;
  terms: readonly string[];
};

export type ScreeningInput = {
  title: string;
  description: string;
  tags: readonly string[];
  hasMusic: boolean;
  /** Public metadata of the video (e.g. its YouTube title and channel name), when it could be fetched. */
  metadata?: { field: string; text: string }[];
};

export type ScreeningMatch = { term: string; field: string };
export type ScreeningFinding = { reason: ScreeningReason; label: string; matches: ScreeningMatch[] };
export type ScreeningResult = {
  compliant: boolean;
  confidence: number;
  reasons: ScreeningFinding[];
  /** True when the video's public metadata was part of the check. */
  metadataChecked: boolean;
};

/** Lower case, accents removed, everything that is not a letter or digit turned into one space. */
export function normaliseForScreening(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

function containsTerm(normalisedText: string, term: string): boolean {
  const needle = normaliseForScreening(term);
  return needle.trim() !== '' && normalisedText.includes(needle);
}

export function screenContent(
  input: ScreeningInput,
  rules: readonly ScreeningRule[],
  minConfidence = 70,
): ScreeningResult {
  const fields = [
    { field: 'title', text: input.title },
    { field: 'description', text: input.description },
    { field: 'tags', text: input.tags.join(' , ') },
    ...(input.metadata ?? []),
  ].map((entry) => ({ field: entry.field, text: normaliseForScreening(entry.text) }));

  const byReason = new Map<ScreeningReason, { matches: ScreeningMatch[]; weight: number }>();
  for (const rule of rules) {
    if (rule.onlyWithoutMusic && input.hasMusic) continue;
    for (const term of rule.terms) {
      const field = fields.find((entry) => containsTerm(entry.text, term));
      if (!field) continue;
      const finding = byReason.get(rule.reason) ?? { matches: [], weight: 0 };
      const key = normaliseForScreening(term);
      if (finding.matches.some((match) => normaliseForScreening(match.term) === key)) continue;
      finding.matches.push({ term: term.trim(), field: field.field });
      finding.weight += rule.weight;
      byReason.set(rule.reason, finding);
    }
  }

  let penalty = 0;
  const reasons: ScreeningFinding[] = [];
  for (const reason of SCREENING_REASONS) {
    const finding = byReason.get(reason);
    if (!finding) continue;
    penalty += finding.weight;
    reasons.push({ reason, label: SCREENING_REASON_LABELS[reason], matches: finding.matches });
  }
  const confidence = Math.max(0, Math.min(100, 100 - penalty));
  return {
    compliant: confidence >= minConfidence,
    confidence,
    reasons,
    metadataChecked: Boolean(input.metadata?.length),
  };
}

/** One line per reason, for messages and the admin view: "Advertising: "discount code" (description)". */
export function describeFindings(reasons: readonly ScreeningFinding[]): string[] {
  return reasons.map(
    (finding) =>
      `${finding.label}: ${finding.matches.map((match) => `"${match.term}" (${match.field})`).join(', ')}`,
  );
}
