import { stringifySearchObject, validateFilterSearch } from './url-contract'

/**
 * The search string for what the visitor set in the prerendered page's filter controls before
 * the app started (a word typed, a filter picked), validated like any URL; '' when nothing was
 * set. The app starts from it, so nothing chosen in the meantime is lost.
 */
export function searchFromControls(root: ParentNode): string {
  const raw: Record<string, string> = {}
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) {
    raw[control.name] = control.value
  }
  return stringifySearchObject(validateFilterSearch(raw))
}

/** The name of the filter control that has the focus, so that it can get it back after a render. */
export function focusedControlName(): string | undefined {
  const focused = document.activeElement
  return focused instanceof HTMLInputElement || focused instanceof HTMLSelectElement
    ? focused.name || undefined
    : undefined
}

/** Gives the focus back to the named control, with the caret after its text. */
export function refocusControl(root: ParentNode, name: string | undefined): void {
  if (!name) return
  const control = root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${CSS.escape(name)}"]`)
  control?.focus()
  if (control instanceof HTMLInputElement) control.setSelectionRange(control.value.length, control.value.length)
}
