// Typed keys: t('feed:…') must name a key of the English texts (the source locale), or the typecheck fails.

import type errors from '#shared/texts/en/errors.json';
import type admin from '#web/locales/en/admin.json';
import type adminSettings from '#web/locales/en/admin-settings.json';
import type adminSite from '#web/locales/en/admin-site.json';
import type adminUsers from '#web/locales/en/admin-users.json';
import type auth from '#web/locales/en/auth.json';
import type billing from '#web/locales/en/billing.json';
import type childMode from '#web/locales/en/child-mode.json';
import type children from '#web/locales/en/children.json';
import type common from '#web/locales/en/common.json';
import type connections from '#web/locales/en/connections.json';
import type creatorSetup from '#web/locales/en/creator-setup.json';
import type creatorStudio from '#web/locales/en/creator-studio.json';
import type dashboards from '#web/locales/en/dashboards.json';
import type domain from '#web/locales/en/domain.json';
import type family from '#web/locales/en/family.json';
import type feed from '#web/locales/en/feed.json';
import type games from '#web/locales/en/games.json';
import type learn from '#web/locales/en/learn.json';
import type learningProgress from '#web/locales/en/learning-progress.json';
import type legal from '#web/locales/en/legal.json';
import type onboarding from '#web/locales/en/onboarding.json';
import type outreach from '#web/locales/en/outreach.json';
import type parentSetup from '#web/locales/en/parent-setup.json';
import type prayerTimes from '#web/locales/en/prayer-times.json';
import type profile from '#web/locales/en/profile.json';
import type site from '#web/locales/en/site.json';
import type submissions from '#web/locales/en/submissions.json';
import type tutorHelper from '#web/locales/en/tutor-helper.json';
import type tv from '#web/locales/en/tv.json';
import type uploads from '#web/locales/en/uploads.json';
import type video from '#web/locales/en/video.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      errors: typeof errors;
      domain: typeof domain;
      admin: typeof admin;
      'admin-settings': typeof adminSettings;
      'admin-site': typeof adminSite;
      'admin-users': typeof adminUsers;
      auth: typeof auth;
      billing: typeof billing;
      'child-mode': typeof childMode;
      children: typeof children;
      connections: typeof connections;
      'creator-setup': typeof creatorSetup;
      'creator-studio': typeof creatorStudio;
      dashboards: typeof dashboards;
      family: typeof family;
      feed: typeof feed;
      games: typeof games;
      legal: typeof legal;
      onboarding: typeof onboarding;
      outreach: typeof outreach;
      'parent-setup': typeof parentSetup;
      'prayer-times': typeof prayerTimes;
      profile: typeof profile;
      site: typeof site;
      submissions: typeof submissions;
      learn: typeof learn;
      'learning-progress': typeof learningProgress;
      'tutor-helper': typeof tutorHelper;
      tv: typeof tv;
      uploads: typeof uploads;
      video: typeof video;
    };
  }
}
