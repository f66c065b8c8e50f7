// What the root route's loader read from the request for the shell (root.tsx), for the layout below it.
import { createContext } from 'react';

/** The request's consent cookie says this device has made its cookie choice. */
export const ConsentChosenBefore = createContext(false);
