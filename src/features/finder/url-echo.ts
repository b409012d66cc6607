/**
 * Tells the URL changes the machine wrote itself from those that came from outside
 * (Back/Forward, a link). The router applies writes in order but may skip intermediate
 * ones, so a URL matching any pending write acknowledges it and everything before it.
 */
export class UrlEcho {
  #pending: string[] = []

  expect(searchString: string): void {
    this.#pending.push(searchString)
  }

  /** true when this URL is one the machine wrote; false when it came from outside. */
  acknowledge(searchString: string): boolean {
    const index = this.#pending.indexOf(searchString)
    if (index === -1) {
      this.#pending = []
      return false
    }
    this.#pending = this.#pending.slice(index + 1)
    return true
  }
}
