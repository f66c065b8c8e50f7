// The one plan table: what Free and Premium cost and include. The landing page's pricing, /pricing, /benefits and
// /upgrade all read it, and its limits are the ones the server enforces (LIMITS.childLimitByTier, childDevicesByTier),
// so a page can never promise more than the code gives. Prices are in pence (GBP) and formatted with Intl in the
// reader's language; feature names are translation keys of the web's `site` namespace (plans.features.*).
import { LIMITS, type SubscriptionTier } from './domain';

export const PLAN_IDS = ['free', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PLAN_FEATURES = [
  'reviewedLibrary',
  'games',
  'parentControls',
  'childProfiles',
  'childDevices',
  /** Free's taste of the Tutor: one lesson a day (TUTOR_LIMITS.freeLessonsPerDay, enforced by the Tutor's server). */
  'tutorTaste',
  'tutor',
  'prioritySupport',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export type Plan = {
  id: PlanId;
  /** The subscription tier whose limits the server applies. */
  tier: SubscriptionTier;
  currency: 'GBP';
  /** Price per month in pence: 0 for Free, 599 (£5.99) for Premium. Never 99. */
  monthlyPricePence: number;
  recommended: boolean;
  /** Child profiles a parent may add (children.service.ts). */
  childProfiles: number;
  /** Devices in child mode at once (child-sessions.service.ts). */
  childDevices: number;
  /** The tallest video rendition the plan plays (Free SD 480p, Premium HD 1080p). */
  maxVideoHeight: 480 | 1080;
  /** What the plan includes, in display order. */
  features: readonly PlanFeature[];
};

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    tier: 'Basic',
    currency: 'GBP',
    monthlyPricePence: 0,
    recommended: false,
    childProfiles: LIMITS.childLimitByTier.Basic,
    childDevices: LIMITS.childDevicesByTier.Basic,
    maxVideoHeight: 480,
    features: ['reviewedLibrary', 'games', 'parentControls', 'childProfiles', 'childDevices', 'tutorTaste'],
  },
  {
    id: 'premium',
    tier: 'Premium',
    currency: 'GBP',
    monthlyPricePence: 599,
    recommended: true,
    childProfiles: LIMITS.childLimitByTier.Premium,
    childDevices: LIMITS.childDevicesByTier.Premium,
    maxVideoHeight: 1080,
    features: [
      'reviewedLibrary',
      'games',
      'parentControls',
      'childProfiles',
      'childDevices',
      'tutor',
      'prioritySupport',
    ],
  },
];

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((one) => one.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

/** Features Premium adds to Free, or raises above Free's limits (the /upgrade and /benefits lists). */
export function premiumAdds(): PlanFeature[] {
  const free = planById('free');
  const premium = planById('premium');
  return premium.features.filter(
    (feature) =>
      !free.features.includes(feature) ||
      (feature === 'childProfiles' && premium.childProfiles > free.childProfiles) ||
      (feature === 'childDevices' && premium.childDevices > free.childDevices),
  );
}

/**
 * The plan whose limits a tier gets: Basic is Free; every paid tier (Premium, and the spec's legacy Family and
 * Creator+) gets Premium's. The server's limits (children, devices, video height) all go through here.
 */
export function planForTier(tier: SubscriptionTier | null | undefined): Plan {
  return planById(tier === undefined || tier === null || tier === 'Basic' ? 'free' : 'premium');
}

/** Child profiles a parent on this tier may have. */
export const childLimitFor = (tier: SubscriptionTier | null | undefined): number =>
  planForTier(tier).childProfiles;

/** Devices in child mode at once for a parent on this tier. */
export const childDevicesFor = (tier: SubscriptionTier | null | undefined): number =>
  planForTier(tier).childDevices;

/** The tallest video rendition a viewer on this tier is served (uploads' HLS playlists filter by it). */
export const maxVideoHeightFor = (tier: SubscriptionTier | null | undefined): number =>
  planForTier(tier).maxVideoHeight;
