import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'
import { loadMessages } from '../../src/i18n/messages-loader'

// Pages load their language's texts before they render; so do the component tests, for both.
await Promise.all([loadMessages('it'), loadMessages('en')])

if (typeof document !== 'undefined') {
  // The test DOM lays nothing out, so it has no ResizeObserver: a component watching a size sees none change.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  const { configure } = await import('@testing-library/react')
  // findBy… waits for what a user would see; on a busy machine that can take more than 1 s.
  configure({ asyncUtilTimeout: 5000 })
}

afterEach(async () => {
  // Only component tests load the DOM; pure tests never pay for it.
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react')
    cleanup()
  }
})
