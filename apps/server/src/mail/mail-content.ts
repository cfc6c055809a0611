import { z } from 'zod'
import type { MailOutboxTable } from '../db/index.ts'
import { type AttachmentRef, AttachmentRefSchema } from './attachments.ts'
import type { MailContext } from './mail-context.ts'
import type { TemplateContext } from './mail-parts.ts'
import { writeStoredTemplate } from './mail-templates.ts'

/** The outbox columns a mail's content is read or written from. */
export const CONTENT_COLUMNS = [
  'subject',
  'text_body',
  'html_body',
  'attachments_json',
  'template_json',
] as const

export type StoredContent = Pick<MailOutboxTable, (typeof CONTENT_COLUMNS)[number]>

export type MailContent = {
  subject: string
  text: string
  html?: string
  attachments: AttachmentRef[]
}

/** What a mail kept as a template is written with: the app's context and the templates' writers. */
export type WritingContext = TemplateContext & Pick<MailContext, 'templates'>

/**
 * What a queued mail says: as it was written when queued, or written now from the template and
 * data it was kept as, by the writer its feature registered (see mail-templates.ts).
 */
export function contentOf(mail: StoredContent, context: WritingContext): MailContent {
  if (mail.template_json !== null) {
    const written = writeStoredTemplate(context.templates, context, mail.template_json)
    return {
      subject: written.subject,
      text: written.text,
      html: written.html,
      attachments: written.attachments ?? [],
    }
  }
  if (mail.subject === null || mail.text_body === null)
    throw new Error('A queued mail has neither its text nor a template to write it from')
  return {
    subject: mail.subject,
    text: mail.text_body,
    ...(mail.html_body !== null ? { html: mail.html_body } : {}),
    attachments:
      mail.attachments_json === null
        ? []
        : z.array(AttachmentRefSchema).parse(JSON.parse(mail.attachments_json)),
  }
}
