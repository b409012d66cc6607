import { createBrowserInspector } from '@statelyai/inspect'
import { setInspector } from './inspector-port'

/**
 * Development only (VITE_XSTATE_INSPECT=true): main.tsx imports this module behind
 * `import.meta.env.DEV`, so the inspector never reaches a production bundle.
 */
export function startInspector(): void {
  setInspector(createBrowserInspector().inspect)
}
