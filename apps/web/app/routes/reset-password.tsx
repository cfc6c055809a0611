import { SITE } from '@trippy/contracts/site'
import { ResetPasswordPage } from '../features/account/reset-password-page.tsx'
import type { Route } from './+types/reset-password'

export function meta(): Route.MetaDescriptors {
  return [
    { title: `Choose a new password | ${SITE.name}` },
    {
      name: 'description',
      content: `Choose a new password for your ${SITE.name} account.`,
    },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function ResetPassword() {
  return <ResetPasswordPage />
}
