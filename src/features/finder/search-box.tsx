import type { Ref } from 'react'
import { useMessages } from '../../i18n/locale'
import { normalizeSearchText, SEARCH_MAX_LENGTH } from './url-contract'

type Props = { value: string; onChange: (q: string) => void; ref?: Ref<HTMLInputElement> }

export function SearchBox({ value, onChange, ref }: Props) {
  const messages = useMessages()
  return (
    <search className="search-box">
      <label htmlFor="waterfall-search">{messages.searchLabel}</label>
      <input
        ref={ref}
        id="waterfall-search"
        name="q"
        type="search"
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={messages.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        // A pasted tab or stray character becomes a space here, as the URL and the report keep it.
        onChange={(event) => onChange(normalizeSearchText(event.target.value))}
      />
    </search>
  )
}
