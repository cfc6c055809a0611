import { primaryButtonClass, secondaryButtonClass } from './button-classes.ts'
import { closeDialogOf } from './dialog.tsx'
import { FormAlert } from './form-message.tsx'

type SubmitButtonProps = {
  pending: boolean
  label: string
  /** What the button says while the form is being sent ("Saving…"). */
  busyLabel: string
  className?: string
}

/** A form's submit button, disabled and saying `busyLabel` while the form is being sent. */
export function SubmitButton({
  pending,
  label,
  busyLabel,
  className = primaryButtonClass,
}: SubmitButtonProps) {
  return (
    <button type="submit" disabled={pending} className={className}>
      {pending ? busyLabel : label}
    </button>
  )
}

type FormSubmitProps = Omit<SubmitButtonProps, 'className'> & {
  /** The server's refusal of the whole form, shown as an alert above the button. */
  error: string | null | undefined
  buttonClassName?: string
}

/** The end of a form: its refusal, if any, then its submit button. `className` places the two. */
export function FormSubmit({
  error,
  className,
  buttonClassName = primaryButtonClass,
  ...button
}: FormSubmitProps & { className?: string }) {
  return (
    <div className={className}>
      <FormAlert text={error} />
      <SubmitButton {...button} className={`${buttonClassName} mt-2`} />
    </div>
  )
}

/**
 * The end of a form in a dialog: its refusal, if any, then a button that closes the dialog
 * (`backLabel`) beside the submit button.
 */
export function DialogFormSubmit({
  error,
  backLabel,
  buttonClassName = primaryButtonClass,
  ...button
}: FormSubmitProps & { backLabel: string }) {
  return (
    <>
      <FormAlert text={error} />
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={(event) => closeDialogOf(event.currentTarget)}
          className={secondaryButtonClass}
        >
          {backLabel}
        </button>
        <SubmitButton {...button} className={buttonClassName} />
      </div>
    </>
  )
}
