/** The part of negotiator's API this server uses (its published types describe an older major version). */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: import('node:http').IncomingHttpHeaders })
    /** The most preferred of `available`, or undefined when the client accepts none of them. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined
  }
}
