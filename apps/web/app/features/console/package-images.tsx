import {
  type ConsolePackage,
  type ConsolePackageImage,
  PackageImageUploadQuerySchema,
} from '@trippy/contracts'
import { useState } from 'react'
import { FormField, SelectField } from '../../components/ui/field.tsx'
import { FormAlert } from '../../components/ui/form-message.tsx'
import { inputLimits } from '../../components/ui/schema-limits.ts'
import { useSentForm } from '../../components/ui/use-sent-form.ts'
import { consoleApi, consoleProblems } from './console-api.ts'
import { secondaryButtonClass } from './console-dialog.tsx'
import { FormSubmit } from '../../components/ui/form-submit.tsx'

const ALT_LIMITS = inputLimits(PackageImageUploadQuerySchema.shape.alt)

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
  const { form, pending, problems, send } = useSentForm(consoleProblems)
  const order = useSentForm(consoleProblems)
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

  const choice = ({ src, alt }: ConsolePackageImage) => ({ src, alt })
  /** Saves a new arrangement of the photos already uploaded: which is card, main, the order. */
  async function arrange(
    next: {
      card?: ConsolePackageImage
      main?: ConsolePackageImage
      gallery?: ConsolePackageImage[]
    },
    done: string,
  ) {
    const images = {
      cardImage: choice(next.card ?? pkg.images.cardImage),
      main: choice(next.main ?? pkg.images.main),
      gallery: (next.gallery ?? pkg.images.gallery).map(choice),
    }
    const saved = await order.send(
      () => consoleApi.put<ConsolePackage>(`/api/console/packages/${pkg._id}`, { images }),
      done,
    )
    if (saved) onUploaded()
  }
  const moved = (from: number, to: number) => {
    const gallery = [...pkg.images.gallery]
    const [image] = gallery.splice(from, 1)
    if (image) gallery.splice(to, 0, image)
    return gallery
  }
  const small = `${secondaryButtonClass} px-2! py-1! text-xs`

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-4">
        <Thumb image={pkg.images.cardImage} caption="Card" />
        <Thumb image={pkg.images.main} caption="Main" />
      </div>
      <ol className="flex flex-wrap gap-4" aria-label="Gallery, in the order the page shows it">
        {pkg.images.gallery.map((image, index) => {
          const name = `gallery photo ${index + 1}`
          return (
            <li key={`${image.src}-${index}`} className="space-y-1">
              <Thumb image={image} caption={`Gallery ${index + 1}`} />
              <div className="flex w-40 flex-wrap gap-1">
                <button
                  type="button"
                  className={small}
                  disabled={order.pending || index === 0}
                  aria-label={`Move ${name} earlier`}
                  onClick={() => void arrange({ gallery: moved(index, index - 1) }, 'Photo moved')}
                >
                  Earlier
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={order.pending || index === pkg.images.gallery.length - 1}
                  aria-label={`Move ${name} later`}
                  onClick={() => void arrange({ gallery: moved(index, index + 1) }, 'Photo moved')}
                >
                  Later
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={order.pending || image.src === pkg.images.cardImage.src}
                  aria-label={`Use ${name} as card`}
                  onClick={() => void arrange({ card: image }, 'Card image changed')}
                >
                  As card
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={order.pending || image.src === pkg.images.main.src}
                  aria-label={`Use ${name} as main`}
                  onClick={() => void arrange({ main: image }, 'Main image changed')}
                >
                  As main
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={order.pending}
                  aria-label={`Remove ${name} from the gallery`}
                  onClick={() =>
                    void arrange(
                      { gallery: pkg.images.gallery.filter((_, at) => at !== index) },
                      'Photo removed from the gallery',
                    )
                  }
                >
                  Remove
                </button>
              </div>
            </li>
          )
        })}
      </ol>
      <FormAlert text={order.problems.form ?? Object.values(order.problems.fields)[0] ?? null} />
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
          {...ALT_LIMITS}
          hint="What the picture shows, for screen readers"
          error={problems.fields.alt}
        />
        <FormSubmit
          className="sm:col-span-3"
          error={problems.form}
          pending={pending}
          label="Upload image"
          busyLabel="Uploading…"
          buttonClassName={secondaryButtonClass}
        />
      </form>
    </div>
  )
}
