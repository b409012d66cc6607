import type { InspectionEvent, Observer } from 'xstate'

let inspector: Observer<InspectionEvent> | undefined

export function setInspector(observer: Observer<InspectionEvent>): void {
  inspector = observer
}

/** The inspector the filter machine reports to, when one was started. */
export function currentInspector(): Observer<InspectionEvent> | undefined {
  return inspector
}
