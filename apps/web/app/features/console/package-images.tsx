import type { ConsolePackage, ConsolePackageImage } from '@trippy/contracts'
import { useState } from 'react'
import { FormField, SelectField } from '../account/form-field.tsx'
import { consoleApi } from './console-api.ts'
import { secondaryButtonClass } from './console-dialog.tsx'
import { FormAlert, useConsoleForm } from './departure-forms.tsx'

/** The gallery is the select's empty choice, as it is the server's default. */
const ROLES = [
  { value: 'card', label: 'Card (lists and search)' },
  { value: 'main', label: 'Main (top of the page)' },
] as const

const ACCEPTED = 'image/jpeg,image/png,image/webp'

function Thumb({ image, caption }: { image: ConsolePackageImage; caption: string }) {
  return (
    <figure className="w-40">
      <img
        src={image.src}
        alt={image.alt}
        width={160}
        height={107}
        className="h-[107px] w-40 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
      />
      <figcaption className="mt-1 text-xs text-slate-700">
        {caption}
        {image.alt ? ` · ${image.alt}` : ' · no alt text'}
      </figcaption>
    </figure>
  )
}

/** The package's images, and an upload (JPEG, PNG or WebP, at most 5 MB) as card, main or gallery. */
export function PackageImages({
  pkg,
  onUploaded,
}: {
  pkg: ConsolePackage
  onUploaded: () => void
}) {
  const { form, pending, problems, send } = useConsoleForm()
  const [fileError, setFileError] = useState<string | undefined>(undefined)

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const target = event.currentTarget
    const data = new FormData(target)
    const file = data.get('file')
    if (!(file instanceof File) || file.size === 0) {
      setFileError('Choose an image')
      return
    }
    setFileError(undefined)
    // The fields go before the file: the server reads those sent ahead of it.
    const upload = new FormData()
    const role = data.get('role')
    const alt = data.get('alt')
    if (typeof role === 'string' && role) upload.append('role', role)
    if (typeof alt === 'string' && alt.trim()) upload.append('alt', alt.trim())
    upload.append('file', file)
    const done = await send(
      () => consoleApi.post<ConsolePackage>(`/api/console/packages/${pkg._id}/images`, upload),
      'Image added',
    )
    if (done) {
      target.reset()
      onUploaded()
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-4">
        <Thumb image={pkg.images.cardImage} caption="Card" />
        <Thumb image={pkg.images.main} caption="Main" />
        {pkg.images.gallery.map((image, index) => (
          <Thumb key={`${image.src}-${index}`} image={image} caption={`Gallery ${index + 1}`} />
        ))}
      </div>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label="Upload an image"
        className="grid gap-4 sm:grid-cols-3 sm:items-start"
      >
        <FormField
          label="Image file"
          name="file"
          type="file"
          accept={ACCEPTED}
          hint="JPEG, PNG or WebP, at most 5 MB"
          error={fileError ?? problems.fields.file}
        />
        <SelectField
          label="Use as"
          name="role"
          options={ROLES}
          emptyLabel="Gallery"
          error={problems.fields.role}
        />
        <FormField
          label="Alt text"
          name="alt"
          maxLength={200}
          hint="What the picture shows, for screen readers"
          error={problems.fields.alt}
        />
        <div className="sm:col-span-3">
          <FormAlert text={problems.form} />
          <button type="submit" disabled={pending} className={`${secondaryButtonClass} mt-2`}>
            {pending ? 'Uploading…' : 'Upload image'}
          </button>
        </div>
      </form>
    </div>
  )
}
