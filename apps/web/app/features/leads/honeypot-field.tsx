import { LEAD_HONEYPOT_FIELD } from '@trippy/contracts/lead-options'
import * as m from '@trippy/i18n/messages'
import { useId } from 'react'

/**
 * The honeypot: off-screen, hidden from assistive technology and out of the tab order, so only
 * a bot fills it in (and the server then quietly drops the request).
 */
export function HoneypotField({ defaultValue }: { defaultValue?: string | undefined } = {}) {
  const id = useId()
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{m.leads_honeypot()}</label>
      <input
        id={id}
        name={LEAD_HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue={defaultValue}
      />
    </div>
  )
}
