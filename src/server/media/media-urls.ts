// URLs of the images our own server draws, so cards look right with no internet.
export function thumbnailUrlFor(contentId: string): string {
  return `/api/media/thumbnails/${contentId}.svg`;
}

export function avatarUrlFor(name: string): string {
  return `/api/media/avatar.svg?name=${encodeURIComponent(name)}`;
}
