import { loadContent } from './content-files'

/**
 * The catalogue's content, read from the content files once (content/, see
 * docs/editing-content.md): every source, and every waterfall with its sources, checked.
 */
export const CONTENT = loadContent()
