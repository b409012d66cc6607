import type { Plugin } from 'vite'
import { firstScript } from '../../src/boot/boot-protocol'
import { contentYear } from '../../src/catalogue/content-year'
import { WATERFALL_SOURCES } from '../../src/catalogue/waterfalls'

/** Where index.html takes the view decision script. */
export const VIEW_DECISION_PLACEHOLDER = '<!-- view-decision-script -->'

/** The first script as this build writes it: for the catalogue's content year. */
export const FIRST_SCRIPT = firstScript(contentYear(WATERFALL_SOURCES))

/** index.html with its placeholder replaced by the first script of src/boot/boot-protocol.ts. */
export function withViewDecisionScript(html: string): string {
  if (!html.includes(VIEW_DECISION_PLACEHOLDER)) throw new Error(`index.html lacks ${VIEW_DECISION_PLACEHOLDER}`)
  // A classic script with no attributes: the server allows it by the hash of its text.
  return html.replace(VIEW_DECISION_PLACEHOLDER, () => `<script>${FIRST_SCRIPT}</script>`)
}

/**
 * Writes the page's first script, which decides once whether the prerendered markup is this URL's
 * own view, from the names declared in src/boot/boot-protocol.ts, in development and at build.
 */
export function bootProtocol(): Plugin {
  return {
    name: 'cascate:boot-protocol',
    transformIndexHtml: withViewDecisionScript,
  }
}
