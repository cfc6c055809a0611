import type { Env } from '../env.ts'
import { type AttachmentRegistry, createAttachmentRegistry } from './attachments.ts'
import { createTemplateRegistry, type TemplateRegistry } from './mail-templates.ts'

/** The operator's account a traveller pays into when there is no payment gateway. */
export type OfflinePayment = {
  upiId: string
  bankAccount: string
  ifsc: string
  accountName: string
}

/**
 * What mail needs from the environment, built once at start (`app.mailContext`) and passed to
 * the services that queue mail, so none of them reads the environment.
 */
export type MailContext = {
  /** Every link in a mail starts here. */
  publicUrl: string
  supportEmail: string
  /** Digits with the country code, e.g. 919876543210. */
  operatorWhatsapp: string
  /** Gets a copy of booking, payment and cancellation mail. */
  operatorEmail: string
  /** Where to pay without the gateway; null when Razorpay takes payments. */
  offlinePayment: OfflinePayment | null
  /** The documents mail may attach (see attachments.ts). */
  attachments: AttachmentRegistry
  /** The templates mail may be kept as, and written from when sent (see mail-templates.ts). */
  templates: TemplateRegistry
}

export function mailContextFrom(
  env: Env,
  attachments: AttachmentRegistry = createAttachmentRegistry(),
  templates: TemplateRegistry = createTemplateRegistry(),
): MailContext {
  const gateway = env.RAZORPAY_KEY_ID !== undefined
  return {
    publicUrl: env.PUBLIC_URL,
    supportEmail: env.SUPPORT_EMAIL,
    operatorWhatsapp: env.OPERATOR_WHATSAPP,
    operatorEmail: env.operatorEmail,
    offlinePayment: gateway
      ? null
      : {
          upiId: env.OPERATOR_UPI_ID,
          bankAccount: env.OPERATOR_BANK_ACCOUNT,
          ifsc: env.OPERATOR_IFSC,
          accountName: env.OPERATOR_ACCOUNT_NAME,
        },
    attachments,
    templates,
  }
}
