/** The element that carries a prerendered page's catalogue data to the browser. */
export const CATALOGUE_STATE_ID = 'catalogue-state'
