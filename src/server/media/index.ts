// The media feature's public surface. Used by app.ts (routes) and image-proxy (the access rule of content
// thumbnails, the item a proxied thumbnail shows, and our drawings for when the upstream cannot be reached).
export { imageCacheControl, requireContentImageAccess } from './content-image-access';
export { findImageSubjectByYoutubeVideoId, type ImageSubject } from './media.repo';
export { mediaRoutes } from './media.routes';
export { avatarSvg, thumbnailSvg } from './svg-art';
