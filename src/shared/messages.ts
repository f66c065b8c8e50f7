// User-visible messages quoted by the spec, reproduced verbatim.
export const MESSAGES = {
  noVideosFound: 'noVideosFound',
  videoNotFound: 'videoNotFound',
  backToVideos: 'backVideos',
  pageNotFound: 'pageNotFound',
  backToHome: 'backHome',
  goBack: 'goBack',
  noRelatedVideos: 'noRelatedVideosAvailable',
  /** With the failure's own words as {{message}}. */
  errorLoadingContent: 'errorLoadingContentMessage',
  notAuthenticated: 'notAuthenticated',
  accessDenied: 'accessDenied',
  loading: 'loading',
} as const;
