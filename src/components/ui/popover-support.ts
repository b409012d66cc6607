/**
 * Whether the browser has popovers (`popover`, `popovertarget`): where it has, a tooltip's button
 * toggles its tooltip without the app (tooltip.tsx), and a press on it is the browser's, not one
 * to keep for the app (app/presses-before-start.ts).
 */
export const BROWSER_HAS_POPOVERS = typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype
