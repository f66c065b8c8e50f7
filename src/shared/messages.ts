// User-visible messages quoted by the spec, reproduced verbatim.
export const MESSAGES = {
  noVideosFound: 'No videos found',
  videoNotFound: 'Video not found',
  backToVideos: 'Back to videos',
  pageNotFound: 'Page not found',
  backToHome: 'Back to home',
  goBack: 'Go back',
  noRelatedVideos: 'No related videos available',
  errorLoadingContent: (message: string) => `Error loading content: ${message}`,
  notAuthenticated: 'Not authenticated',
  accessDenied: 'Access Denied',
  loading: 'Loading...',
} as const;
