import { useMessages } from '../../i18n/locale'
import type { Difficulty } from '../../vocabulary/values'

/** A difficulty's badge: its shape and its colour are the stylesheet's difficulty-badge, by data-difficulty. */
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
    <span data-difficulty={difficulty} className={className ? `difficulty-badge ${className}` : 'difficulty-badge'}>
      {/* One word: what follows it wraps, it does not break. */}
      <span className="shrink-0">{messages.difficulties[difficulty]}</span>
      {children && <span className="font-normal">&nbsp;· {children}</span>}
    </span>
  )
}
