import { mkdirSync } from 'node:fs'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import {
  CONSOLE_PACKAGE_MESSAGES as MESSAGES,
  ConsolePackageListItemSchema,
  ConsolePackageSchema,
  ConsolePackagesQuerySchema,
  CreateConsolePackageBodySchema,
  IdSchema,
  MAX_PACKAGE_IMAGE_BYTES,
  ok,
  okEnvelope,
  PackageImageUploadQuerySchema,
  pageEnvelope,
  UpdateConsolePackageBodySchema,
} from '@trippy/contracts'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError } from '../../http-error.ts'
import { currentStaff } from '../staff/staff-auth.plugin.ts'
import {
  addPackageImage,
  createConsolePackage,
  getConsolePackage,
  listConsolePackages,
  requirePackage,
  updateConsolePackage,
} from './console-packages.service.ts'
import {
  encodePackageImage,
  PACKAGE_IMAGES_URL_PREFIX,
  packageImagesDir,
} from './package-images.ts'

const IdParams = z.object({ id: IdSchema })
const PackageEnvelope = okEnvelope(ConsolePackageSchema)

/**
 * The console's catalogue. There is no DELETE: a package with bookings must stay, and `isActive:
 * false` hides any package from the public site. Every write bumps the catalogue version, so cached
 * public answers and pages show it at once.
 */
export const consolePackagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = { onRequest: app.requireStaff }
  // Multipart only here, for the image upload; the limit past which the upload answers 413.
  await app.register(multipart, {
    limits: { fileSize: MAX_PACKAGE_IMAGE_BYTES, files: 1, fields: 4, parts: 5 },
  })

  app.get(
    '/api/console/packages',
    {
      ...staffOnly,
      schema: {
        querystring: ConsolePackagesQuerySchema,
        response: { 200: pageEnvelope(ConsolePackageListItemSchema) },
      },
    },
    async (request) => {
      const { packages, meta } = await listConsolePackages(app.db, request.query)
      return { success: true as const, data: packages, meta }
    },
  )

  app.post(
    '/api/console/packages',
    {
      ...staffOnly,
      schema: { body: CreateConsolePackageBodySchema, response: { 201: PackageEnvelope } },
    },
    async (request, reply) => {
      const created = await createConsolePackage(app.db, currentStaff(request), request.body)
      return reply.status(201).send(ok(created, MESSAGES.created))
    },
  )

  app.get(
    '/api/console/packages/:id',
    { ...staffOnly, schema: { params: IdParams, response: { 200: PackageEnvelope } } },
    async (request) => ok(await getConsolePackage(app.db, request.params.id)),
  )

  app.put(
    '/api/console/packages/:id',
    {
      ...staffOnly,
      schema: {
        params: IdParams,
        body: UpdateConsolePackageBodySchema,
        response: { 200: PackageEnvelope },
      },
    },
    async (request) =>
      ok(
        await updateConsolePackage(app.db, currentStaff(request), request.params.id, request.body),
        MESSAGES.updated,
      ),
  )

  app.post(
    '/api/console/packages/:id/images',
    {
      ...staffOnly,
      schema: {
        description:
          'multipart/form-data with one file (JPEG, PNG or WebP, at most 5 MB); ?role=card|main|gallery (default gallery) and ?alt= may also come as form fields before the file.',
        params: IdParams,
        querystring: PackageImageUploadQuerySchema,
        response: { 201: PackageEnvelope },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { buffer, fields } = await readUpload(request)
      const choice = parseChoice({ ...fields, ...definedOnly(request.query) })
      await requirePackage(app.db, id)
      const image = await encodePackageImage(buffer, app.env.DATA_DIR, id)
      const updated = await addPackageImage(app.db, currentStaff(request), id, image, choice)
      return reply.status(201).send(ok(updated, MESSAGES.imageAdded))
    },
  )
}

/**
 * Serves the uploaded package images from DATA_DIR. Their names are content hashes, so a URL
 * always means the same bytes: browsers and CDNs may keep them for a year without asking again.
 */
export const packageImageFiles: FastifyPluginAsync = async (app) => {
  const root = packageImagesDir(app.env.DATA_DIR)
  mkdirSync(root, { recursive: true })
  await app.register(fastifyStatic, {
    root,
    prefix: PACKAGE_IMAGES_URL_PREFIX,
    // The web plugin's instance decorates the reply; this one only serves.
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable')
    },
  })
}

async function readUpload(
  request: FastifyRequest,
): Promise<{ buffer: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new HttpError(400, MESSAGES.imageMissing)
  const file = await request.file()
  if (!file) throw new HttpError(400, MESSAGES.imageMissing)
  let buffer: Buffer
  try {
    buffer = await file.toBuffer()
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, MESSAGES.imageTooLarge)
    throw error
  }
  // Form fields sent before the file; values of other parts are ignored.
  const fields: Record<string, string> = {}
  for (const [name, part] of Object.entries(file.fields)) {
    const first = Array.isArray(part) ? part[0] : part
    if (first && first.type === 'field' && typeof first.value === 'string')
      fields[name] = first.value
  }
  return { buffer, fields }
}

function parseChoice(values: Record<string, unknown>) {
  const parsed = PackageImageUploadQuerySchema.safeParse({
    role: values.role,
    alt: values.alt,
  })
  if (!parsed.success)
    throw new HttpError(
      400,
      'Invalid input',
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    )
  return { role: parsed.data.role ?? ('gallery' as const), alt: parsed.data.alt }
}

function definedOnly(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
}
