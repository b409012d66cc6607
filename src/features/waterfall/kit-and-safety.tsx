import { useDetailMessages } from '../../i18n/locale'
import type { BringItem } from '../../vocabulary/values'

/**
 * What to bring for this walk, worked out at build from its facts (catalogue/what-to-bring.ts:
 * poles only where a stroller cannot go), and how to stay safe, with the emergency number.
 */
export function KitAndSafety({ bring }: { bring: readonly BringItem[] }) {
  const messages = useDetailMessages()
  return (
    <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2 print:gap-3 print:text-[0.85em]">
      <section aria-labelledby="bring-heading">
        <h2 id="bring-heading" className="text-xl font-semibold">
          {messages.whatToBringHeading}
        </h2>
        <ul data-print="inline" className="mt-2 list-disc space-y-1 pl-5">
          {bring.map((item) => (
            <li key={item}>{messages.bring[item]}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="safety-heading">
        <h2 id="safety-heading" className="text-xl font-semibold">
          {messages.safetyHeading}
        </h2>
        <ul data-print="inline" className="mt-2 list-disc space-y-1 pl-5">
          {messages.safetyTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p
          data-testid="emergency"
          className="mt-3 rounded-lg bg-red-50 px-4 py-2 font-semibold text-red-900 ring-1 ring-red-200 forced-colors-edge print:mt-1 print:p-0"
        >
          {messages.emergency}{' '}
          <a href={`tel:${messages.emergencyNumber}`} className="underline">
            {messages.emergencyNumber}
          </a>{' '}
          ({messages.emergencyName}).
        </p>
      </section>
    </div>
  )
}
