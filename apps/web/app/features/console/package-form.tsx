import {
  type Category,
  ConsoleAddonBodySchema,
  ConsoleItineraryDaySchema,
  type ConsolePackage,
  type ConsolePackageHindi,
  ConsolePackageHindiSchema,
  type CreateConsolePackageBody,
  CreateConsolePackageBodySchema,
  type Difficulty,
} from '@trippy/contracts'
import { useState } from 'react'
import { FormField, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { formValues } from '../../components/ui/form-helpers.ts'
import { inputLimits } from '../../components/ui/schema-limits.ts'
import { useSentForm } from '../../components/ui/use-sent-form.ts'
import { consoleApi, consoleProblems } from './console-api.ts'
import { secondaryButtonClass } from './console-dialog.tsx'
import { FormSubmit } from '../../components/ui/form-submit.tsx'

const DIFFICULTIES: readonly { value: Difficulty; label: string }[] = [
  { value: 'easy', label: 'Easy' },
  { value: 'moderate', label: 'Moderate' },
  { value: 'challenging', label: 'Challenging' },
  { value: 'difficult', label: 'Difficult' },
]

const TEXT_FIELDS = [
  'name',
  'slug',
  'categoryId',
  'location',
  'city',
  'state',
  'destination',
  'packageType',
  'durationDays',
  'duration',
  'maxAltitudeMetres',
  'startPoint',
  'endPoint',
  'bestSeason',
  'originalPrice',
  'offerPrice',
  'maxParticipants',
  'difficulty',
  'description',
  'labels',
  'inclusions',
  'exclusions',
  'hindiName',
  'hindiDescription',
  'hindiInclusions',
  'hindiExclusions',
] as const

const PACKAGE = CreateConsolePackageBodySchema.shape
const FACTS = PACKAGE.facts.unwrap().shape
const HINDI = ConsolePackageHindiSchema.shape
const LIMITS = {
  name: inputLimits(PACKAGE.name),
  durationDays: inputLimits(PACKAGE.durationDays),
  duration: inputLimits(PACKAGE.duration),
  maxParticipants: inputLimits(PACKAGE.maxParticipants),
  price: inputLimits(PACKAGE.originalPrice),
  description: inputLimits(PACKAGE.description),
  maxAltitudeMetres: inputLimits(FACTS.maxAltitudeMetres),
  bestSeason: inputLimits(FACTS.bestSeason),
  startPoint: inputLimits(FACTS.startPoint),
  endPoint: inputLimits(FACTS.endPoint),
  dayTitle: inputLimits(ConsoleItineraryDaySchema.shape.title),
  addonName: inputLimits(ConsoleAddonBodySchema.shape.name),
  addonPrice: inputLimits(ConsoleAddonBodySchema.shape.price),
  hindiName: inputLimits(HINDI.name.unwrap()),
  hindiDescription: inputLimits(HINDI.description.unwrap()),
}

/** A day of the itinerary, with its title and details in Hindi beside the English. */
type DayRow = {
  key: number
  title: string
  details: string
  hindiTitle: string
  hindiDetails: string
}
type AddonRow = { key: number; id?: string; name: string; price: string }

let nextKey = 1
const newKey = () => nextKey++

/** '' stays missing, so the server says the field is required rather than taking a zero. */
const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value))
const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** The first error at `path` or inside it (a list's `labels.2`), for showing beside its field. */
function errorAt(fields: Record<string, string>, path: string): string | undefined {
  if (fields[path]) return fields[path]
  const inside = Object.keys(fields).find((key) => key.startsWith(`${path}.`))
  return inside ? fields[inside] : undefined
}

/**
 * The Hindi texts as the form holds them; the server stores empty ones as none. The Hindi days
 * are sent only when one of them has a text: then every day needs both, and the server says which
 * are missing.
 */
function hindiOf(
  values: Record<'hindiName' | 'hindiDescription' | 'hindiInclusions' | 'hindiExclusions', string>,
  days: readonly DayRow[],
): ConsolePackageHindi {
  const written = days.some((day) => day.hindiTitle.trim() || day.hindiDetails.trim())
  return {
    name: values.hindiName,
    description: values.hindiDescription,
    itinerary: written
      ? days.map((day, index) => ({
          day: index + 1,
          title: day.hindiTitle,
          details: day.hindiDetails,
        }))
      : [],
    inclusions: lines(values.hindiInclusions),
    exclusions: lines(values.hindiExclusions),
  }
}

/**
 * Every field of a package the API takes, for a new one or an existing one. Saving sends them
 * all (POST or PUT); the server's field errors show beside the fields.
 */
export function PackageForm({
  pkg,
  categories,
  onSaved,
}: {
  pkg: ConsolePackage | null
  categories: readonly Category[]
  /** Shows the saved package; the form stays busy until it resolves, so no typing is lost. */
  onSaved: (saved: ConsolePackage) => Promise<void> | void
}) {
  const { form, pending, problems, send } = useSentForm(consoleProblems)
  const [days, setDays] = useState<DayRow[]>(() =>
    (pkg?.itinerary ?? []).map((day, index) => ({
      key: newKey(),
      title: day.title,
      details: day.details,
      hindiTitle: pkg?.hindi?.itinerary?.[index]?.title ?? '',
      hindiDetails: pkg?.hindi?.itinerary?.[index]?.details ?? '',
    })),
  )
  const [addons, setAddons] = useState<AddonRow[]>(() =>
    (pkg?.additionalServices ?? []).map((addon) => ({
      key: newKey(),
      id: addon._id,
      name: addon.name,
      price: String(addon.price),
    })),
  )
  const fields = problems.fields
  const known = new Set<string>(TEXT_FIELDS)
  // Errors of no field shown here (a whole-list rule, the body itself) still reach the alert.
  const stray = Object.entries(fields).find(
    ([path]) =>
      !known.has(path.split('.')[0] ?? '') &&
      !path.startsWith('itinerary.') &&
      !path.startsWith('hindi.') &&
      !path.startsWith('addons.') &&
      !path.startsWith('facts.'),
  )
  const formProblem =
    problems.form ??
    (stray ? stray[1] : null) ??
    (Object.keys(fields).length > 0 ? 'Please correct the fields marked above.' : null)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const target = event.currentTarget
    const values = formValues(target, TEXT_FIELDS)
    const flags = new FormData(target)
    const body: CreateConsolePackageBody = {
      name: values.name,
      slug: values.slug,
      categoryId: values.categoryId,
      location: values.location,
      city: values.city,
      state: values.state,
      destination: values.destination,
      packageType: values.packageType,
      durationDays: numberOrUndefined(values.durationDays) as number,
      // Left empty, the server words it from the days ('6 Days / 5 Nights').
      duration: values.duration,
      facts: {
        maxAltitudeMetres: numberOrUndefined(values.maxAltitudeMetres) as number,
        startPoint: values.startPoint,
        endPoint: values.endPoint,
        bestSeason: values.bestSeason,
        // Left unticked on a new package, the server decides from its category and altitude.
        ...(pkg || flags.has('requiresMedicalCertificate')
          ? { requiresMedicalCertificate: flags.has('requiresMedicalCertificate') }
          : {}),
      },
      originalPrice: numberOrUndefined(values.originalPrice) as number,
      offerPrice: numberOrUndefined(values.offerPrice) as number,
      maxParticipants: numberOrUndefined(values.maxParticipants) as number,
      difficulty: values.difficulty as Difficulty,
      description: values.description,
      labels: values.labels
        .split(',')
        .map((label) => label.trim())
        .filter(Boolean),
      inclusions: lines(values.inclusions),
      exclusions: lines(values.exclusions),
      itinerary: days.map((day, index) => ({
        day: index + 1,
        title: day.title,
        details: day.details,
      })),
      addons: addons.map((addon) => ({
        ...(addon.id ? { id: addon.id } : {}),
        name: addon.name,
        price: numberOrUndefined(addon.price) as number,
      })),
      isFeatured: flags.has('isFeatured'),
      isNew: flags.has('isNew'),
      isTrending: flags.has('isTrending'),
      isActive: flags.has('isActive'),
      hindi: hindiOf(values, days),
    }
    await send(async () => {
      const answer = pkg
        ? await consoleApi.put<ConsolePackage>(`/api/console/packages/${pkg._id}`, body)
        : await consoleApi.post<ConsolePackage>('/api/console/packages', body)
      // The page shows the saved package with a new form; typing before then would be lost.
      await onSaved(answer.data)
      return answer
    }, 'Package saved')
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={pkg ? `Edit ${pkg.name}` : 'New package'}
      className="space-y-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">The trip</legend>
        <FormField
          label="Name"
          name="name"
          required
          {...LIMITS.name}
          defaultValue={pkg?.name}
          error={fields.name}
        />
        <FormField
          label="Name (Hindi)"
          name="hindiName"
          lang="hi"
          {...LIMITS.hindiName}
          hint="Shown on the Hindi site; left empty, the English name shows there"
          defaultValue={pkg?.hindi?.name}
          error={fields['hindi.name']}
        />
        <FormField
          label="Slug"
          name="slug"
          required
          hint="The address: /packages/<slug>, e.g. kedarkantha-winter-trek"
          defaultValue={pkg?.slug}
          error={fields.slug}
        />
        <SelectField
          label="Category"
          name="categoryId"
          required
          emptyLabel="Choose a category"
          options={categories.map((category) => ({ value: category._id, label: category.name }))}
          defaultValue={pkg?.category._id ?? ''}
          error={fields.categoryId}
        />
        <FormField
          label="Package type"
          name="packageType"
          required
          hint="e.g. Trek, Spiritual, Weekend"
          defaultValue={pkg?.packageType}
          error={fields.packageType}
        />
        <FormField
          label="Location"
          name="location"
          required
          defaultValue={pkg?.location}
          error={fields.location}
        />
        <FormField
          label="Destination"
          name="destination"
          required
          defaultValue={pkg?.destination}
          error={fields.destination}
        />
        <FormField label="City" name="city" required defaultValue={pkg?.city} error={fields.city} />
        <FormField
          label="State"
          name="state"
          required
          defaultValue={pkg?.state}
          error={fields.state}
        />
        <FormField
          label="Duration in days"
          name="durationDays"
          type="number"
          inputMode="numeric"
          {...LIMITS.durationDays}
          required
          defaultValue={pkg ? String(pkg.durationDays) : undefined}
          error={fields.durationDays}
        />
        <FormField
          label="Duration as shown"
          name="duration"
          {...LIMITS.duration}
          hint="e.g. 6 Days / 5 Nights; left empty, it is worked out from the days"
          defaultValue={pkg?.duration}
          error={fields.duration}
        />
        <FormField
          label="Group size"
          name="maxParticipants"
          type="number"
          inputMode="numeric"
          {...LIMITS.maxParticipants}
          required
          defaultValue={pkg ? String(pkg.maxParticipants) : undefined}
          error={fields.maxParticipants}
        />
        <FormField
          label="Original price (₹)"
          name="originalPrice"
          type="number"
          inputMode="decimal"
          min={LIMITS.price.min}
          step="0.01"
          required
          defaultValue={pkg ? String(pkg.originalPrice) : undefined}
          error={fields.originalPrice}
        />
        <FormField
          label="Offer price (₹)"
          name="offerPrice"
          type="number"
          inputMode="decimal"
          min={LIMITS.price.min}
          step="0.01"
          required
          defaultValue={pkg ? String(pkg.offerPrice) : undefined}
          error={fields.offerPrice}
        />
        <SelectField
          label="Difficulty"
          name="difficulty"
          required
          emptyLabel="Choose a difficulty"
          options={DIFFICULTIES}
          defaultValue={pkg?.difficulty ?? ''}
          error={fields.difficulty}
        />
        <FormField
          label="Labels"
          name="labels"
          hint="Separated by commas, at most 10"
          defaultValue={pkg?.labels.join(', ')}
          error={errorAt(fields, 'labels')}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label="Description"
            name="description"
            rows={5}
            required
            {...LIMITS.description}
            defaultValue={pkg?.description}
            error={fields.description}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label="Overview (Hindi)"
            name="hindiDescription"
            lang="hi"
            rows={5}
            {...LIMITS.hindiDescription}
            hint="The description on the Hindi site; left empty, the English shows there"
            defaultValue={pkg?.hindi?.description}
            error={fields['hindi.description']}
          />
        </div>
        <TextAreaField
          label="Inclusions"
          name="inclusions"
          rows={5}
          hint="One per line"
          defaultValue={pkg?.inclusions.join('\n')}
          error={errorAt(fields, 'inclusions')}
        />
        <TextAreaField
          label="Exclusions"
          name="exclusions"
          rows={5}
          hint="One per line"
          defaultValue={pkg?.exclusions.join('\n')}
          error={errorAt(fields, 'exclusions')}
        />
        <TextAreaField
          label="What is included (Hindi)"
          name="hindiInclusions"
          lang="hi"
          rows={5}
          hint="The inclusions in Hindi, one per line"
          defaultValue={pkg?.hindi?.inclusions?.join('\n')}
          error={errorAt(fields, 'hindi.inclusions')}
        />
        <TextAreaField
          label="What is not included (Hindi)"
          name="hindiExclusions"
          lang="hi"
          rows={5}
          hint="The exclusions in Hindi, one per line"
          defaultValue={pkg?.hindi?.exclusions?.join('\n')}
          error={errorAt(fields, 'hindi.exclusions')}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Trip facts</legend>
        <FormField
          label="Highest point (metres)"
          name="maxAltitudeMetres"
          type="number"
          inputMode="numeric"
          {...LIMITS.maxAltitudeMetres}
          defaultValue={pkg ? String(pkg.facts.maxAltitudeMetres) : undefined}
          error={fields['facts.maxAltitudeMetres']}
        />
        <FormField
          label="Best season"
          name="bestSeason"
          {...LIMITS.bestSeason}
          hint="e.g. May to June, September to October"
          defaultValue={pkg?.facts.bestSeason}
          error={fields['facts.bestSeason']}
        />
        <FormField
          label="Start point"
          name="startPoint"
          {...LIMITS.startPoint}
          defaultValue={pkg?.facts.startPoint}
          error={fields['facts.startPoint']}
        />
        <FormField
          label="End point"
          name="endPoint"
          {...LIMITS.endPoint}
          defaultValue={pkg?.facts.endPoint}
          error={fields['facts.endPoint']}
        />
        <label className="flex items-center gap-2 text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            name="requiresMedicalCertificate"
            defaultChecked={pkg?.facts.requiresMedicalCertificate ?? false}
            className="h-4 w-4 rounded"
          />
          Travellers upload a medical certificate (on by default for treks and expeditions above
          4,000 m)
        </label>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Itinerary</legend>
        {fields.itinerary ? (
          <p className="text-sm font-medium text-red-700">{fields.itinerary}</p>
        ) : null}
        {fields['hindi.itinerary'] ? (
          <p className="text-sm font-medium text-red-700">{fields['hindi.itinerary']}</p>
        ) : null}
        <p className="text-sm text-slate-600">
          Hindi titles and details are shown on the Hindi site: write them for every day, or leave
          them all empty for the English.
        </p>
        {days.length === 0 ? <p className="text-slate-600">No days yet.</p> : null}
        <ol className="space-y-3">
          {days.map((day, index) => (
            <li key={day.key} className="rounded-xl p-3 ring-1 ring-slate-200">
              <div className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
                <FormField
                  label={`Day ${index + 1} title`}
                  value={day.title}
                  onChange={(event) => {
                    const title = event.target.value
                    setDays((list) =>
                      list.map((row) => (row.key === day.key ? { ...row, title } : row)),
                    )
                  }}
                  {...LIMITS.dayTitle}
                  error={fields[`itinerary.${index}.title`]}
                />
                <TextAreaField
                  label={`Day ${index + 1} details`}
                  value={day.details}
                  rows={3}
                  onChange={(event) => {
                    const details = event.target.value
                    setDays((list) =>
                      list.map((row) => (row.key === day.key ? { ...row, details } : row)),
                    )
                  }}
                  error={fields[`itinerary.${index}.details`]}
                />
                <button
                  type="button"
                  onClick={() => setDays((list) => list.filter((row) => row.key !== day.key))}
                  className={`${secondaryButtonClass} sm:mt-6`}
                >
                  Remove day {index + 1}
                </button>
              </div>
              <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
                <FormField
                  label={`Title of day ${index + 1} (Hindi)`}
                  lang="hi"
                  value={day.hindiTitle}
                  onChange={(event) => {
                    const hindiTitle = event.target.value
                    setDays((list) =>
                      list.map((row) => (row.key === day.key ? { ...row, hindiTitle } : row)),
                    )
                  }}
                  {...LIMITS.dayTitle}
                  error={fields[`hindi.itinerary.${index}.title`]}
                />
                <TextAreaField
                  label={`Details of day ${index + 1} (Hindi)`}
                  lang="hi"
                  value={day.hindiDetails}
                  rows={3}
                  onChange={(event) => {
                    const hindiDetails = event.target.value
                    setDays((list) =>
                      list.map((row) => (row.key === day.key ? { ...row, hindiDetails } : row)),
                    )
                  }}
                  error={fields[`hindi.itinerary.${index}.details`]}
                />
              </div>
            </li>
          ))}
        </ol>
        <button
          type="button"
          onClick={() =>
            setDays((list) => [
              ...list,
              { key: newKey(), title: '', details: '', hindiTitle: '', hindiDetails: '' },
            ])
          }
          className={secondaryButtonClass}
        >
          Add a day
        </button>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Add-ons</legend>
        {addons.length === 0 ? <p className="text-slate-600">No add-ons.</p> : null}
        <ul className="space-y-3">
          {addons.map((addon, index) => (
            <li key={addon.key} className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
              <FormField
                label={`Add-on ${index + 1} name`}
                value={addon.name}
                {...LIMITS.addonName}
                onChange={(event) => {
                  const name = event.target.value
                  setAddons((list) =>
                    list.map((row) => (row.key === addon.key ? { ...row, name } : row)),
                  )
                }}
                error={fields[`addons.${index}.name`]}
              />
              <FormField
                label={`Add-on ${index + 1} price (₹)`}
                type="number"
                inputMode="decimal"
                min={LIMITS.addonPrice.min}
                step="0.01"
                value={addon.price}
                onChange={(event) => {
                  const price = event.target.value
                  setAddons((list) =>
                    list.map((row) => (row.key === addon.key ? { ...row, price } : row)),
                  )
                }}
                error={fields[`addons.${index}.price`]}
              />
              <button
                type="button"
                onClick={() => setAddons((list) => list.filter((row) => row.key !== addon.key))}
                className={`${secondaryButtonClass} sm:mt-6`}
              >
                Remove add-on {index + 1}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => setAddons((list) => [...list, { key: newKey(), name: '', price: '' }])}
          className={secondaryButtonClass}
        >
          Add an add-on
        </button>
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">On the site</legend>
        {(
          [
            ['isActive', 'Visible on the site', pkg?.isActive ?? true],
            ['isFeatured', 'Featured', pkg?.isFeatured ?? false],
            ['isNew', 'New', pkg?.isNew ?? false],
            ['isTrending', 'Trending', pkg?.isTrending ?? false],
          ] as const
        ).map(([name, label, checked]) => (
          <label key={name} className="flex items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              name={name}
              defaultChecked={checked}
              className="h-4 w-4 rounded"
            />
            {label}
          </label>
        ))}
      </fieldset>

      <FormSubmit
        error={formProblem}
        pending={pending}
        label={pkg ? 'Save package' : 'Create package'}
        busyLabel="Saving…"
      />
    </form>
  )
}
