import type { ReactNode } from 'react'

/**
 * Small line icons drawn for this site. They only repeat what the text beside them says, so
 * they are hidden from assistive technology; unlike emoji they look the same on every device,
 * including those without an emoji font.
 */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="shrink-0"
    >
      {children}
    </svg>
  )
}

/** Two grown-ups and a child. */
export function FamilyIcon() {
  return (
    <Icon>
      <circle cx="6.5" cy="5" r="2" />
      <path d="M3.5 21v-7a3 3 0 0 1 6 0v7" />
      <circle cx="17.5" cy="5" r="2" />
      <path d="M14.5 21v-7a3 3 0 0 1 6 0v7" />
      <circle cx="12" cy="12" r="1.5" />
      <path d="M10.5 21v-4a1.5 1.5 0 0 1 3 0v4" />
    </Icon>
  )
}

/** A pram with its hood up. */
export function StrollerIcon() {
  return (
    <Icon>
      <path d="M3 10h13a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5z" />
      <path d="M9 10V4a6 6 0 0 1 6 6" />
      <path d="M16 10l2-5h3" />
      <circle cx="7" cy="19" r="2" />
      <circle cx="15" cy="19" r="2" />
    </Icon>
  )
}

/** A map pin. */
export function PinIcon() {
  return (
    <Icon>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.2" />
    </Icon>
  )
}
