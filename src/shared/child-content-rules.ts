// A parent's per-child content lists: "approved content only" (videos, creators and the parent's own collections
// approved for one child) and blocks (a video or a creator for one child). The server compiles them into the
// child's content policy in SQL; blocks always win over approvals.
import { z } from 'zod';
import type { FeedItem } from './feed.schema';
import { uuidSchema } from './ids';
import { safeText } from './safe-text';

export const CONTENT_RULE_LIMITS = {
  /** Approved videos, creators and collections of one child, together. */
  approvalsPerChild: 2_000,
  /** Blocked videos and creators of one child, together. */
  blocksPerChild: 500,
  collectionsPerParent: 50,
  videosPerCollection: 500,
  collectionNameMax: 60,
} as const;

export const APPROVAL_KINDS = ['video', 'creator', 'collection'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const BLOCK_KINDS = ['video', 'creator'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

export const CONTENT_RULE_MESSAGES = {
  approvalLimit: 'approvalLimitReached',
  blockLimit: 'blockLimitReached',
  collectionLimit: 'collectionLimitReached',
  collectionFull: 'collectionFull',
  collectionNotFound: 'collectionNotFound',
  collectionNameRequired: 'collectionNameRequired',
  collectionNameTooLong: 'collectionNameTooLong',
  collectionNameTaken: 'collectionNameTaken',
  targetNotFound: 'ruleTargetNotFound',
  invalidApprovalKind: 'chooseVideoCreatorOrCollection',
  invalidBlockKind: 'chooseVideoOrCreator',
  invalidTarget: 'ruleTargetNotFound',
  approvedOnlyYesNo: 'approvedOnlyOnOrOff',
} as const;

const targetId = uuidSchema({ error: CONTENT_RULE_MESSAGES.invalidTarget });

export const approvalInputSchema = z.object({
  kind: z.enum(APPROVAL_KINDS, { error: CONTENT_RULE_MESSAGES.invalidApprovalKind }),
  targetId,
});
export type ApprovalInput = z.infer<typeof approvalInputSchema>;

export const blockInputSchema = z.object({
  kind: z.enum(BLOCK_KINDS, { error: CONTENT_RULE_MESSAGES.invalidBlockKind }),
  targetId,
});
export type BlockInput = z.infer<typeof blockInputSchema>;

export const collectionInputSchema = z.object({
  name: safeText({ error: CONTENT_RULE_MESSAGES.collectionNameRequired })
    .trim()
    .min(1, CONTENT_RULE_MESSAGES.collectionNameRequired)
    .max(CONTENT_RULE_LIMITS.collectionNameMax, CONTENT_RULE_MESSAGES.collectionNameTooLong),
});

export const collectionItemInputSchema = z.object({ contentId: targetId });

/** One approval or block as the parent's lists show it: what it names, by its title or name. */
export type ContentRule<Kind extends string> = {
  id: string;
  kind: Kind;
  targetId: string;
  /** The video's title, the creator's name or the collection's name (null when it has since gone). */
  label: string | null;
  createdAt: string;
};

export type ChildContentRules = {
  childId: string;
  approvedOnly: boolean;
  approvals: ContentRule<ApprovalKind>[];
  blocks: ContentRule<BlockKind>[];
  limits: { approvals: number; blocks: number };
};

export type Collection = {
  id: string;
  name: string;
  videoCount: number;
  /** The children this collection is approved for. */
  approvedFor: string[];
  createdAt: string;
};

export type CollectionDetail = Collection & { videos: FeedItem[] };

/** What the approve and block menus of a video page need: for each child, whether it is approved or blocked. */
export type VideoRuleState = {
  childId: string;
  videoApproved: boolean;
  creatorApproved: boolean;
  videoBlocked: boolean;
  creatorBlocked: boolean;
};
