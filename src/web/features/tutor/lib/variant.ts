// Where the exercise is drawn: a phone or tablet (touch, mouse, keyboard) or the TV (the remote's arrows and OK,
// moved through by Norigin spatial navigation, which the TV layout starts).
import { createContext, useContext } from 'react';

export type Variant = 'phone' | 'tv';

export const VariantContext = createContext<Variant>('phone');

export const useVariant = () => useContext(VariantContext);

/** The focus keys of one exercise's targets, unique on a TV screen. */
export const focusKeyOf = (exerciseId: string, name: string) => `tutor-${exerciseId}-${name}`;
