/**
 * Runs a callback once the browser has painted the next frame (a task queued from that frame's
 * animation callback runs after its paint), at most once however often it is scheduled before.
 * Where frames never come (a hidden tab), a timer runs it instead.
 */
export function createAfterPaintScheduler(callback: () => void, fallbackMs = 100) {
  let frame: number | undefined
  let task: ReturnType<typeof setTimeout> | undefined
  let fallback: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(task)
    clearTimeout(fallback)
    frame = task = fallback = undefined
  }
  const run = () => {
    cancel()
    callback()
  }
  return {
    schedule() {
      if (frame !== undefined || task !== undefined) return
      frame = requestAnimationFrame(() => {
        frame = undefined
        task = setTimeout(run, 0)
      })
      fallback = setTimeout(run, fallbackMs)
    },
    cancel,
  }
}
