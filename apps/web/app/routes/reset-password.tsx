import { SITE } from '@trippy/contracts/site'
import * as m from '@trippy/i18n/messages'
import { ResetPasswordPage } from '../features/account/reset-password-page.tsx'
import type { Route } from './+types/reset-password'

export function meta(): Route.MetaDescriptors {
  return [
    { title: `${m.account_reset_title()} | ${SITE.name}` },
    {
      name: 'description',
      content: m.account_reset_meta_description({ site: SITE.name }),
    },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function ResetPassword() {
  return <ResetPasswordPage />
}
