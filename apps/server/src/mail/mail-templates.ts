import { z } from 'zod'
import type { EventMail, TemplateContext } from './mail-parts.ts'

/**
 * A mail the outbox keeps as a template's name and its data rather than as written text and
 * HTML, and writes when the worker sends it (`mail_outbox.template_json`). The rest of what is
 * kept is the owning feature's to read, e.g. `{ template: 'booking-received', part, data }`.
 */
export type StoredTemplate = { template: string; [field: string]: unknown }

/**
 * Writes the mail a stored template stands for, as it would have been written when queued. It
 * is given the whole stored JSON, parsed; a throw (data it cannot read) fails the try.
 */
export type TemplateWriter = (context: TemplateContext, stored: StoredTemplate) => EventMail

export type TemplateRegistry = {
  /** Lets the outbox keep mail as `name`; the feature whose mail it is registers its writer. */
  register(name: string, writer: TemplateWriter): void
  /** The writer of a template, or undefined when no feature registered one. */
  writerOf(name: string): TemplateWriter | undefined
}

/** One registry per app: the templates its features can write mail from at send time. */
export function createTemplateRegistry(): TemplateRegistry {
  const writers = new Map<string, TemplateWriter>()
  return {
    register(name, writer) {
      writers.set(name, writer)
    },
    writerOf: (name) => writers.get(name),
  }
}

const StoredTemplateSchema = z.looseObject({ template: z.string() })

/** The mail a stored template writes, by the writer registered under its name. */
export function writeStoredTemplate(
  templates: TemplateRegistry,
  context: TemplateContext,
  templateJson: string,
): EventMail {
  const stored = StoredTemplateSchema.parse(JSON.parse(templateJson))
  const write = templates.writerOf(stored.template)
  // A mail queued before a deploy that retired its template fails its tries and stays visible.
  if (!write) throw new Error(`No mail template is named ${stored.template}`)
  return write(context, stored)
}
