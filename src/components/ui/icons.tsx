/**
 * Small line icons drawn for this site. They only repeat what the text beside them says, so
 * they are hidden from assistive technology; unlike emoji they look the same on every device,
 * including those without an emoji font.
 */
function Icon({ d }: { d: string }) {
  return (
    // Size and stroke come from the stylesheet's `icon` class, written once rather than on every icon.
    <svg aria-hidden="true" viewBox="0 0 24 24" className="icon">
      {/* One path per icon: the fewest elements for the page to build and hydrate. */}
      <path d={d} />
    </svg>
  )
}

/** Two grown-ups and a child. */
export function FamilyIcon() {
  return (
    <Icon d="M4.5 5a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M3.5 21v-7a3 3 0 0 1 6 0v7M15.5 5a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M14.5 21v-7a3 3 0 0 1 6 0v7M10.5 12a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0M10.5 21v-4a1.5 1.5 0 0 1 3 0v4" />
  )
}

/** A pram with its hood up. */
export function StrollerIcon() {
  return (
    <Icon d="M3 10h13a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5zM9 10V4a6 6 0 0 1 6 6M16 10l2-5h3M5 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M13 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0" />
  )
}

/** A map pin. */
export function PinIcon() {
  return (
    <Icon d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM9.8 10a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0 -4.4 0" />
  )
}

/** Three linked dots: share. */
export function ShareIcon() {
  return (
    <Icon d="M15 6a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M3 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M15 18a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M8.6 10.7l6.8-3.4M8.6 13.3l6.8 3.4" />
  )
}

/** A crosshair: the visitor's own position. */
export function LocateIcon() {
  return <Icon d="M6 12a6 6 0 1 0 12 0a6 6 0 1 0 -12 0M12 2v4M12 18v4M2 12h4M18 12h4" />
}

/** A funnel: filters. */
export function FilterIcon() {
  return <Icon d="M3 5h18l-7 8v6l-4 2v-8z" />
}

/** A cross: remove. */
export function CloseIcon() {
  return <Icon d="M6 6l12 12M18 6L6 18" />
}

/** A triangle with an exclamation mark: something to know before setting off. */
export function NoticeIcon() {
  return <Icon d="M12 3l9.5 17h-19zM12 10v4M12 17.5v.01" />
}

/** A circle struck through: closed. */
export function ClosedIcon() {
  return <Icon d="M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M5.6 5.6l12.8 12.8" />
}

/** A tick in a circle: nothing reported against going. */
export function NoClosureIcon() {
  return <Icon d="M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M8 12.5l2.5 2.5l5.5-5.5" />
}

/** A cup for food and drink, a toilet bowl for toilets: each beside the words that say it. */
export function ArrivalIcon({ facility }: { facility: 'toilets' | 'food' }) {
  return (
    <Icon
      d={
        facility === 'food'
          ? 'M5 8h12v6a5 5 0 0 1-12 0zM17 10h2a2 2 0 0 1 0 4h-2'
          : 'M6 3h5v8H6zM4 11h16a8 6 0 0 1-16 0z'
      }
    />
  )
}
