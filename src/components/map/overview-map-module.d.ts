/** Written by scripts/build/overview-map-plugin.ts: the drawing's URL and size in SVG units. */
declare module 'virtual:overview-map' {
  export const overviewMap: { url: string; width: number; height: number }
}
