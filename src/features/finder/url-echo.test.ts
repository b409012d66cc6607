import { describe, expect, it } from 'vitest'
import { UrlEcho } from './url-echo'

describe('UrlEcho', () => {
  it('recognises the machine’s own writes in order, even when the router skips some', () => {
    const echo = new UrlEcho()
    echo.expect('?q=l')
    echo.expect('?q=la')
    echo.expect('?q=lag')
    expect(echo.acknowledge('?q=la')).toBe(true)
    expect(echo.acknowledge('?q=lag')).toBe(true)
  })

  it('treats anything else as a change from outside and forgets what was pending', () => {
    const echo = new UrlEcho()
    echo.expect('?difficulty=Medio')
    expect(echo.acknowledge('')).toBe(false)
    expect(echo.acknowledge('?difficulty=Medio')).toBe(false)
  })

  it('does not acknowledge the same write twice', () => {
    const echo = new UrlEcho()
    echo.expect('?family=true')
    expect(echo.acknowledge('?family=true')).toBe(true)
    expect(echo.acknowledge('?family=true')).toBe(false)
  })
})
