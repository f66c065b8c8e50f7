// This browser's device id (local storage key device_id), sent as x-device-id so views count once per device.

import { LOCAL_STORAGE } from '#shared/client-storage';
import { readStorage, writeStorage } from './local-storage';

export const DEVICE_ID_KEY = LOCAL_STORAGE.deviceId;

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a plain-http LAN address still gets a random id.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function getDeviceId(): string {
  const stored = readStorage(DEVICE_ID_KEY);
  if (stored && /^[A-Za-z0-9-]{8,64}$/.test(stored)) return stored;
  const id = randomId();
  writeStorage(DEVICE_ID_KEY, id);
  return id;
}
