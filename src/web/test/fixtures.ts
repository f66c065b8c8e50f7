// Realistic API answers for the web tests, built with the shared types (and shared rules where the server uses them).

import type { Me } from '#shared/accounts.schema';
import type { ChildSessionInfo } from '#shared/child-mode';
import type { Child } from '#shared/children.schema';
import { presetFilter } from '#shared/content-values';
import { LIMITS } from '#shared/domain';
import type { FeedItem, FeedPage } from '#shared/feed.schema';

let serial = 0;
/** A lower-case v4-shaped UUID, different on every call. */
export function uuid(): string {
  serial += 1;
  return `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
}

/** GET /api/me of a signed-in parent who has finished setting up. */
export function aMe(overrides: Partial<Me['user']> = {}, rest: Partial<Omit<Me, 'user'>> = {}): Me {
  return {
    user: {
      id: 'user-1',
      email: 'maryam@example.test',
      name: 'Maryam',
      role: 'parent',
      image: null,
      hasPassword: true,
      emailVerified: true,
      locale: null,
      ...overrides,
    },
    profile: null,
    nextPath: '/feed',
    ...rest,
  };
}

export function aChild(overrides: Partial<Child> = {}): Child {
  return {
    id: uuid(),
    name: 'Amina',
    dateOfBirth: '2019-03-14',
    ageBand: 2,
    screenTimeLimit: 60,
    restrictionLevel: 'moderate',
    allowedCategories: null,
    musicAllowed: false,
    gamesEnabled: true,
    interfaceLanguage: null,
    avatar: null,
    searchEnabled: true,
    locked: false,
    approvedOnly: false,
    valuesFilter: presetFilter('open'),
    createdAt: '2026-01-05T09:30:00.000Z',
    time: {
      dayLimits: [null, null, null, null, null, null, null],
      weeklyLimit: null,
      allowedWindows: [null, null, null, null, null, null, null],
      videoGraceMinutes: 0,
      autoplayVideos: 0,
    },
    ...overrides,
  };
}

export function aFeedItem(overrides: Partial<FeedItem> = {}): FeedItem {
  const id = uuid();
  return {
    id,
    title: 'The Story of Prophet Yunus',
    thumbnailUrl: `/api/media/thumbnails/${id}.svg`,
    sourceType: 'youtube',
    category: 'Islamic Stories & Manners',
    language: 'English',
    ageRange: 2,
    duration: 7.5,
    hasMusic: false,
    viewCount: 1234,
    createdAt: '2026-02-01T12:00:00.000Z',
    creator: {
      id: uuid(),
      userId: null,
      name: 'Noor Studio',
      avatarUrl: '/api/media/avatar.svg?name=Noor%20Studio',
    },
    ...overrides,
  };
}

export function aFeedPage(items: FeedItem[], overrides: Partial<FeedPage> = {}): FeedPage {
  return {
    items,
    page: 1,
    pageSize: LIMITS.feedPageSize,
    total: items.length,
    totalIsCapped: false,
    totalPages: 1,
    hasMore: false,
    ...overrides,
  };
}

/** GET /api/child/session of an active child session on this device; `child` changes the child's fields. */
export function aChildSession(
  child: Partial<ChildSessionInfo['child']> = {},
  rest: Partial<Omit<ChildSessionInfo, 'child'>> = {},
): ChildSessionInfo {
  return {
    sessionId: '00000000-0000-4000-8000-000000000010',
    status: 'active',
    child: {
      id: '00000000-0000-4000-8000-000000000011',
      name: 'Yusuf',
      dateOfBirth: '2019-03-14',
      ageBand: 2,
      interfaceLanguage: null,
      gamesEnabled: true,
      avatar: null,
      searchEnabled: true,
      ...child,
    },
    screenTime: { limitMinutes: 60, usedSeconds: 0, remainingSeconds: 3600 },
    time: { kind: 'open', remainingSeconds: 3600, warning: null },
    graceEndsAt: null,
    autoplayVideos: 0,
    timeZone: 'Europe/London',
    heartbeatSeconds: 30,
    exitMode: 'math',
    learnFirst: null,
    ...rest,
  };
}
