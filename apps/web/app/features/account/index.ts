// The account feature as other features see it; its other files are its own.
export { useAccount } from './account-context.tsx'
export type { LoginState } from './login-state.ts'
export { ProfileCompletionModal } from './lazy-profile-completion-modal.tsx'
export { RequireAccount, useSignedInCustomer } from './require-account.tsx'
export { DrawerAccount } from './drawer-account.tsx'
export { HeaderAccount } from './header-account.tsx'
