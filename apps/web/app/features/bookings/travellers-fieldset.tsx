import type { TravellerDetails } from '@trippy/contracts/travellers'
import { useId } from 'react'
import * as m from '@trippy/i18n/messages'
import { FormField, SelectField } from '../../components/ui/field.tsx'
import {
  genderOptions,
  idTypeOptions,
  TRAVELLER_LIMITS,
  travellerFieldName,
  type TravellerErrors,
  travellersNote,
} from './travellers-form.ts'

/**
 * The 'Travellers' fieldset, one group per seat (name, age, gender, ID type and number), for the
 * booking form and the travellers dialog. Uncontrolled: `readTravellers` reads it on submit.
 */
export function TravellersFieldset({
  travellers,
  required,
  where,
  errors,
  className,
}: {
  /** One per seat, as the form starts. */
  travellers: readonly TravellerDetails[]
  /** Char Dham: every traveller's details are needed before departure. */
  required: boolean
  /** The booking form, or the travellers dialog of My Bookings. */
  where: 'booking' | 'my-bookings'
  errors: TravellerErrors
  className?: string
}) {
  const noteId = useId()
  return (
    <fieldset aria-describedby={noteId} className={className}>
      <legend className="text-brand text-lg font-semibold">{m.booking_travellers()}</legend>
      <p
        id={noteId}
        className={`mt-1 text-sm ${required ? 'font-medium text-amber-900' : 'text-slate-600'}`}
      >
        {travellersNote(required, where)}
      </p>
      <div className="mt-4 space-y-4">
        {travellers.map((traveller, seat) => (
          <fieldset
            key={seat}
            className="grid gap-4 rounded-xl p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-6"
          >
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {seat === 0 ? m.booking_traveller_lead() : m.booking_traveller_n({ n: seat + 1 })}
            </legend>
            <div className="sm:col-span-2 lg:col-span-4">
              <FormField
                label={m.booking_traveller_name()}
                name={travellerFieldName(seat, 'name')}
                autoComplete={seat === 0 ? 'name' : 'off'}
                maxLength={TRAVELLER_LIMITS.name}
                defaultValue={traveller.name}
                error={errors[travellerFieldName(seat, 'name')]}
              />
            </div>
            <div className="lg:col-span-2">
              <FormField
                label={m.booking_traveller_age()}
                name={travellerFieldName(seat, 'age')}
                type="number"
                inputMode="numeric"
                min={TRAVELLER_LIMITS.minAge}
                max={TRAVELLER_LIMITS.maxAge}
                step={1}
                defaultValue={traveller.age ?? ''}
                error={errors[travellerFieldName(seat, 'age')]}
              />
            </div>
            <div className="lg:col-span-2">
              <SelectField
                label={m.booking_traveller_gender()}
                name={travellerFieldName(seat, 'gender')}
                options={genderOptions()}
                emptyLabel={m.booking_not_given()}
                defaultValue={traveller.gender}
                error={errors[travellerFieldName(seat, 'gender')]}
              />
            </div>
            <div className="lg:col-span-2">
              <SelectField
                label={m.booking_id_type()}
                name={travellerFieldName(seat, 'idType')}
                options={idTypeOptions()}
                emptyLabel={m.booking_not_given()}
                defaultValue={traveller.idType}
                error={errors[travellerFieldName(seat, 'idType')]}
              />
            </div>
            <div className="lg:col-span-2">
              <FormField
                label={m.booking_id_number()}
                name={travellerFieldName(seat, 'idNumber')}
                autoComplete="off"
                maxLength={TRAVELLER_LIMITS.idNumber}
                defaultValue={traveller.idNumber}
                error={errors[travellerFieldName(seat, 'idNumber')]}
              />
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  )
}
