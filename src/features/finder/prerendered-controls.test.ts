// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { focusedControlName, refocusControl, searchFromControls } from './prerendered-controls'

/** The prerendered home page's controls, as far as this module reads them. */
function controls(values: { q?: string; difficulty?: string; family?: string } = {}): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = `
    <input type="search" name="q" />
    <select name="difficulty"><option value="all">all</option><option value="Facile">Facile</option></select>
    <select name="family"><option value="all">all</option><option value="true">true</option></select>`
  const set = (name: string, value: string | undefined) => {
    const control = root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)
    if (control && value !== undefined) control.value = value
  }
  set('q', values.q)
  set('difficulty', values.difficulty)
  set('family', values.family)
  document.body.replaceChildren(root)
  return root
}

describe('searchFromControls', () => {
  it.each([
    ['nothing set', {}, ''],
    ['a word typed', { q: 'lago' }, '?q=lago'],
    ['only spaces typed', { q: '   ' }, ''],
    ['a filter picked', { difficulty: 'Facile' }, '?difficulty=Facile'],
    [
      'a word and two filters',
      { q: 'lago', difficulty: 'Facile', family: 'true' },
      '?q=lago&difficulty=Facile&family=true',
    ],
    ['markup typed stays text', { q: '<b>' }, '?q=%3Cb%3E'],
  ])('%s', (_, values, search) => {
    expect(searchFromControls(controls(values))).toBe(search)
  })
})

describe('focus', () => {
  it('names the focused control and gives it the focus back, caret after the text', () => {
    const before = controls({ q: 'lago' })
    before.querySelector<HTMLInputElement>('[name="q"]')?.focus()
    const name = focusedControlName()
    expect(name).toBe('q')
    const after = controls({ q: 'lago' })
    refocusControl(after, name)
    const box = after.querySelector<HTMLInputElement>('[name="q"]')
    expect(document.activeElement).toBe(box)
    expect(box?.selectionStart).toBe(4)
  })

  it('names nothing when no control has the focus', () => {
    controls()
    expect(focusedControlName()).toBeUndefined()
  })
})
