import { useMessages } from '../../i18n/locale'
import { SEARCH_MAX_LENGTH } from './url-contract'

export function SearchBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const messages = useMessages()
  return (
    <search className="block">
      <label htmlFor="waterfall-search" className="mb-1 block text-sm font-medium">
        {messages.searchLabel}
      </label>
      <input
        id="waterfall-search"
        name="q"
        type="search"
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={messages.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-slate-400 bg-white px-4 py-3 text-base shadow-sm"
      />
    </search>
  )
}
