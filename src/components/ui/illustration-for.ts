import type { WaterfallType } from '../../vocabulary/values'

/**
 * One drawing per type of waterfall, so that the grid can be told apart at a glance until
 * photos with a verified licence arrive. The drawings share one palette and the 8:5 box that
 * `WaterfallImage` keeps.
 */
const ILLUSTRATIONS: Record<WaterfallType, string> = {
  'A cascata': '/illustrations/single-drop.svg',
  'A velo': '/illustrations/veil.svg',
  // In this catalogue 'Naturale' names a stream of small falls and rock pools, not one big fall.
  Naturale: '/illustrations/falls-and-pools.svg',
  'Gola rocciosa': '/illustrations/gorge.svg',
  'Multi-livello': '/illustrations/multi-level.svg',
}

export function illustrationFor(type: WaterfallType): string {
  return ILLUSTRATIONS[type]
}
