import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '../db/index.ts'

/**
 * A document a queued mail refers to, made only when the mail is sent, e.g.
 * `{ kind: 'invoice', bookingId }`: the outbox keeps references, never copies of documents.
 */
export const AttachmentRefSchema = z.object({ kind: z.string().min(1) }).catchall(z.string())
export type AttachmentRef = z.infer<typeof AttachmentRefSchema>

/** What a resolver makes of a reference, as nodemailer attaches it. */
export type ResolvedAttachment = { filename: string; content: Buffer | string; contentType: string }

/**
 * Makes the document a reference names; null when there is none (the mail goes without it).
 * A throw is a failed try: the mail is sent again later, with the document.
 */
export type AttachmentResolver = (
  ref: AttachmentRef,
  db: Kysely<Database>,
) => Promise<ResolvedAttachment | null>

export type AttachmentRegistry = {
  /** Lets mail refer to `kind`; a feature registers its own (the invoices: 'invoice'). */
  register(kind: string, resolver: AttachmentResolver): void
  /** Whether mail may refer to `kind`, e.g. to say "your invoice is attached" only when it is. */
  has(kind: string): boolean
  /** The resolver of a kind, or undefined when no feature registered one. */
  resolverOf(kind: string): AttachmentResolver | undefined
}

/** One registry per app: the kinds of attachment its features can make at send time. */
export function createAttachmentRegistry(): AttachmentRegistry {
  const resolvers = new Map<string, AttachmentResolver>()
  return {
    register(kind, resolver) {
      resolvers.set(kind, resolver)
    },
    has: (kind) => resolvers.has(kind),
    resolverOf: (kind) => resolvers.get(kind),
  }
}
