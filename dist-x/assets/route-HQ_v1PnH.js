import { Outlet } from '@tanstack/react-router'

// src/routes/{-$locale}/route.tsx?tsr-split=component
/** Italian pages have no prefix; English ones live under /en. Any other first segment is a 404. */
var SplitComponent = Outlet

export { SplitComponent as component }
