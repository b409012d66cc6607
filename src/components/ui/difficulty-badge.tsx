import { useMessages } from '../../i18n/locale'
import type { Difficulty } from '../../vocabulary/values'

// Dark text on a pale tint keeps each colour's contrast well above AA.
const COLOURS: Record<Difficulty, string> = {
  Facile: 'bg-green-100 text-green-900 ring-green-700/30',
  Medio: 'bg-yellow-100 text-yellow-900 ring-yellow-700/30',
  Difficile: 'bg-red-100 text-red-900 ring-red-700/30',
}

export function DifficultyBadge({
  difficulty,
  children,
  className = '',
}: {
  difficulty: Difficulty
  children?: string
  className?: string
}) {
  const messages = useMessages()
  return (
    <span
      data-difficulty={difficulty}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset forced-colors-edge ${COLOURS[difficulty]} ${className}`}
    >
      {/* One word: what follows it wraps, it does not break. */}
      <span className="shrink-0">{messages.difficulties[difficulty]}</span>
      {children && <span className="font-normal">&nbsp;· {children}</span>}
    </span>
  )
}
