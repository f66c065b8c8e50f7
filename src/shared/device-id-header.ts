// The header carrying this device's id, apart from child-mode.ts's schemas: the web's first screen sends it and
// must not load zod for that (the 170 KB budget for /feed).
export const DEVICE_ID_HEADER = 'x-device-id';
