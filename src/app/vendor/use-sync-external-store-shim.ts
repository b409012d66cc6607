/**
 * The `use-sync-external-store/shim` that @xstate/react imports, answered by React's own hook:
 * React 18 and later have it built in, so the shim's fallback for older Reacts is dead weight in
 * the scripts a page runs before it is interactive (vite.config.ts aliases the shim here).
 */
export { useSyncExternalStore } from 'react'
