import type { Plugin } from 'vite'
import { VIEW_DECISION_SCRIPT } from '../../src/app/boot-protocol'

/** Where index.html takes the view decision script. */
export const VIEW_DECISION_PLACEHOLDER = '<!-- view-decision-script -->'

/** index.html with its placeholder replaced by the view decision script of src/app/boot-protocol.ts. */
export function withViewDecisionScript(html: string): string {
  if (!html.includes(VIEW_DECISION_PLACEHOLDER)) throw new Error(`index.html lacks ${VIEW_DECISION_PLACEHOLDER}`)
  // A classic script with no attributes: the server allows it by the hash of its text.
  return html.replace(VIEW_DECISION_PLACEHOLDER, () => `<script>${VIEW_DECISION_SCRIPT}</script>`)
}

/**
 * Writes the page's first script, which decides once whether the prerendered markup is this URL's
 * own view, from the names declared in src/app/boot-protocol.ts, in development and at build.
 */
export function bootProtocol(): Plugin {
  return {
    name: 'cascate:boot-protocol',
    transformIndexHtml: withViewDecisionScript,
  }
}
