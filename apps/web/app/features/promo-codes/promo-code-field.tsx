import type { PromoPreview } from '@trippy/contracts'
import { formatInr } from '@trippy/contracts/money'
import * as m from '@trippy/i18n/messages'
import { useId, useState } from 'react'
import { secondaryButtonClass } from '../../components/ui/button-classes.ts'
import { FormText } from '../../components/ui/form-text.tsx'
import { api, ApiError } from '../../lib/api-client.ts'

/** A code the server accepted for this trip: its rule, for the price summary to apply. */
export type AppliedPromo = Pick<PromoPreview, 'code' | 'kind' | 'value'>

type Props = {
  packageId: string
  seats: number
  applied: AppliedPromo | null
  onChange: (promo: AppliedPromo | null) => void
}

/**
 * 'Promo code' with Apply: the server says whether the code may be used on this trip for this
 * many seats, or why not; an accepted code's discount then shows in the price summary. Inside
 * the booking form, so it is no form of its own: Enter in the field applies the code.
 */
export function PromoCodeField({ packageId, seats, applied, onChange }: Props) {
  const id = useId()
  const [text, setText] = useState(applied?.code ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function apply() {
    const code = text.trim()
    if (code === '' || pending) return
    setPending(true)
    setProblem(null)
    try {
      const { data } = await api.get<PromoPreview>(
        `/api/promo-codes/${encodeURIComponent(code)}?packageId=${packageId}&seats=${seats}`,
      )
      onChange({ code: data.code, kind: data.kind, value: data.value })
      setText(data.code)
    } catch (error) {
      onChange(null)
      setProblem(
        error instanceof ApiError && error.fromServer
          ? error.message
          : m.promo_codes_check_failed(),
      )
    } finally {
      setPending(false)
    }
  }

  function remove() {
    onChange(null)
    setText('')
    setProblem(null)
  }

  return (
    <div>
      <label htmlFor={`${id}-code`} className="block font-semibold text-slate-900">
        {m.promo_codes_label()}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}-code`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            void apply()
          }}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-status`}
          className="block w-44 rounded-lg border border-slate-400 bg-white px-3 py-2 uppercase"
        />
        {applied && applied.code === text.trim().toUpperCase() ? (
          <button type="button" onClick={remove} className={secondaryButtonClass}>
            {m.promo_codes_remove()}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => void apply()}
            disabled={pending}
            className={secondaryButtonClass}
          >
            {pending ? m.promo_codes_checking() : m.promo_codes_apply()}
          </button>
        )}
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className={`mt-1 text-sm ${problem ? 'text-red-700' : 'text-emerald-700'}`}
      >
        {problem ? (
          <FormText text={problem} />
        ) : applied ? (
          m.promo_codes_applied({ code: applied.code, words: promoWords(applied) })
        ) : (
          ''
        )}
      </p>
    </div>
  )
}

/** '10% off' or '₹500 off'. */
export function promoWords(promo: Pick<PromoPreview, 'kind' | 'value'>): string {
  return promo.kind === 'percent'
    ? m.promo_codes_percent_off({ value: promo.value })
    : m.promo_codes_amount_off({ amount: formatInr(promo.value) })
}
