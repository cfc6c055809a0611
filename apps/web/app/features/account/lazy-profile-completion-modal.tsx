import { lazy, Suspense } from 'react'
import { useOpenedOnce } from '../../components/ui/use-opened-once.ts'

const Modal = lazy(() =>
  import('./profile-completion-modal.tsx').then((module) => ({
    default: module.ProfileCompletionModal,
  })),
)

/**
 * The profile-completion modal as a lazy island (ADR 007): its form, the list of states and the
 * profile update arrive the first time it opens, not with every page that can open it. Nothing
 * is rendered before that; once opened it stays rendered, so that closing it returns focus.
 */
export function ProfileCompletionModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!useOpenedOnce(open)) return null
  return (
    <Suspense fallback={null}>
      <Modal open={open} onClose={onClose} />
    </Suspense>
  )
}
