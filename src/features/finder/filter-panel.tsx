import { type ChangeEvent, memo } from 'react'
import { DIFFICULTIES } from '../../catalogue/vocabulary'
import { useMessages } from '../../i18n/locale'
import { DURATION_BAND_IDS } from './duration'
import type { FilterChange } from './filter-machine'
import { ALL, type FilterName, type Filters } from './filter-rules'

type Option = { value: string; label: string }
type Props = {
  filters: Filters
  provinces: readonly string[]
  onChange: (change: FilterChange) => void
  onReset: () => void
}

/**
 * Memoised on what the controls show: a keystroke in the search box changes only `q`, which
 * none of them shows, so typing does not re-render the panel.
 */
export const FilterPanel = memo(function FilterPanel({ filters, provinces, onChange, onReset }: Props) {
  const messages = useMessages()
  const choices = (labels: { all: string; true: string; false: string }): Option[] => [
    { value: ALL, label: labels.all },
    { value: 'true', label: labels.true },
    { value: 'false', label: labels.false },
  ]
  const selects: { name: FilterName; label: string; options: Option[] }[] = [
    {
      name: 'difficulty',
      label: messages.difficultyLabel,
      options: [
        { value: ALL, label: messages.allDifficulties },
        ...DIFFICULTIES.map((value) => ({ value, label: messages.difficulties[value] })),
      ],
    },
    {
      name: 'province',
      label: messages.provinceLabel,
      options: [{ value: ALL, label: messages.allProvinces }, ...provinces.map((value) => ({ value, label: value }))],
    },
    {
      name: 'duration',
      label: messages.durationLabel,
      options: [
        { value: ALL, label: messages.allDurations },
        ...DURATION_BAND_IDS.map((value) => ({ value, label: messages.durationBands[value] })),
      ],
    },
    { name: 'stroller', label: messages.strollerLabel, options: choices(messages.strollerOptions) },
    { name: 'family', label: messages.familyLabel, options: choices(messages.familyOptions) },
  ]

  return (
    <section aria-labelledby="filters-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="filters-heading" className="sr-only">
        {messages.filtersHeading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        {selects.map((select) => (
          <label key={select.name} className="flex flex-col gap-1 text-sm font-medium">
            {select.label}
            <select
              name={select.name}
              value={filters[select.name]}
              onChange={(event: ChangeEvent<HTMLSelectElement>) =>
                onChange({ filter: select.name, value: event.target.value } as FilterChange)
              }
              className="rounded-lg border border-slate-400 bg-white px-3 py-2 text-base font-normal"
            >
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button
          type="button"
          onClick={onReset}
          className="rounded-lg border border-brand-800 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {messages.resetFilters}
        </button>
      </div>
    </section>
  )
}, sameControls)

const SELECT_NAMES: readonly FilterName[] = ['difficulty', 'province', 'duration', 'stroller', 'family']

function sameControls(before: Props, after: Props): boolean {
  return (
    before.provinces === after.provinces &&
    before.onChange === after.onChange &&
    before.onReset === after.onReset &&
    SELECT_NAMES.every((name) => before.filters[name] === after.filters[name])
  )
}
