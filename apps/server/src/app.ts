import compress from '@fastify/compress'
import type { WebServices } from '@trippy/contracts'
import Fastify, { type FastifyInstance } from 'fastify'
import type { DestinationStream } from 'pino'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { MIN_COMPRESSED_BYTES } from './accepts-gzip.ts'
import {
  flushLog,
  OneLinePerRequest,
  requestLines,
  requestLoggers,
  serverLogger,
  openApiPlugin,
  dbPlugin,
  envPlugin,
  errorHandlerPlugin,
  rateLimitPlugin,
  redisPlugin,
  securityHeadersPlugin,
} from './plugins/index.ts'
import { bookingRoutes } from './bookings/index.ts'
import {
  catalogueRoutes,
  demoCataloguePlugin,
  catalogueCacheVersion,
  getPackage,
  listCategories,
  listPackages,
  createImageVersions,
  type ImageVersions,
} from './catalogue/index.ts'
import {
  staffAuthPlugin,
  staffRoutes,
  staffSessionRoutes,
  consolePaymentRoutes,
  consoleTripPassRoutes,
  consoleDeskRoutes,
  consoleCustomerRoutes,
  consoleExportRoutes,
  consolePackagesRoutes,
  consoleManifestRoutes,
  consolePromoCodeRoutes,
  packageImageFiles,
} from './console/index.ts'
import { getBlogPost, getDestination, listBlogPosts, listDestinations } from './content/index.ts'
import { creditRoutes } from './credit/index.ts'
import { currencyRoutes } from './currency/index.ts'
import { customerRoutes } from './account/index.ts'
import type { Env } from './env.ts'
import { healthRoutes } from './health/index.ts'
import { invoiceRoutes } from './invoices/index.ts'
import { leadRoutes } from './leads/index.ts'
import { mailDeliveryPlugin, type MailDeliveryOptions } from './mail/index.ts'
import { newsletterRoutes } from './newsletter/index.ts'
import {
  liveSeatsRoutes,
  type LiveSeatsOptions,
  notificationsPlugin,
  notificationRoutes,
} from './notifications/index.ts'
import { paymentRoutes } from './checkout/index.ts'
import { listPublicPromoCodes, promoCodeRoutes } from './promo-codes/index.ts'
import { listPackageReviews, reviewRoutes } from './reviews/index.ts'
import { authPlugin } from './customers/index.ts'
import { schedulerPlugin } from './scheduler/index.ts'
import { readinessRoutes } from './readiness/index.ts'
import { waitlistRoutes } from './waitlist/index.ts'
import { tripPassRoutes } from './trip-pass/index.ts'
import { webBuildPaths, webPlugin } from './web/index.ts'

export type BuildAppOptions = {
  env: Env
  /** Serve the built web app too; API tests leave it off. */
  web?: boolean
  /** Where log lines go (tests keep them); by default stdout, in batches. */
  logStream?: DestinationStream
  /** How the outbox is delivered (tests shorten its SMTP timeouts and waits). */
  mailDelivery?: MailDeliveryOptions
  /** The live seats' streams (tests shorten the heartbeat and lower the caps). */
  liveSeats?: LiveSeatsOptions
}

export async function buildApp({
  env,
  web = true,
  logStream,
  mailDelivery,
  liveSeats,
}: BuildAppOptions) {
  const { log, writeRequestLine } = serverLogger(env.LOG_LEVEL, logStream)
  const app = Fastify({
    // The server's log is given to the instance and to each request rather than to Fastify, which
    // would then time every response for its request lines (request-log.ts).
    logger: false,
    childLoggerFactory: requestLoggers(log),
    logController: new OneLinePerRequest(),
    bodyLimit: 1_048_576,
    // Only listed proxies may say who the client is (X-Forwarded-For); never the client itself.
    trustProxy: env.TRUST_PROXY ?? false,
  }).withTypeProvider<ZodTypeProvider>()
  // With `logger: false` the instance's own log is a no-op: plugins and hooks write to ours.
  app.log = log
  app.decorate('flushLog', () => flushLog(log))
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // Cross-cutting plugins, in a fixed order: each may rely on the ones before it.
  await app.register(envPlugin, { env })
  await app.register(requestLines(log, writeRequestLine))
  await app.register(dbPlugin)
  await app.register(demoCataloguePlugin)
  await app.register(securityHeadersPlugin)
  // No route takes a compressed request body; answers are compressed unless a route sends its own.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: MIN_COMPRESSED_BYTES,
  })
  await app.register(redisPlugin)
  await app.register(rateLimitPlugin)
  await app.register(errorHandlerPlugin)
  await app.register(authPlugin)
  await app.register(staffAuthPlugin)
  await app.register(schedulerPlugin)
  await app.register(notificationsPlugin)
  await app.register(mailDeliveryPlugin, mailDelivery ?? {})
  await app.register(openApiPlugin)

  // Features.
  const imageVersions = createImageVersions(webBuildPaths(env.WEB_BUILD_DIR).clientDir)
  await app.register(healthRoutes)
  await app.register(catalogueRoutes, { imageVersions })
  await app.register(currencyRoutes)
  await app.register(customerRoutes, { imageVersions })
  await app.register(paymentRoutes)
  await app.register(bookingRoutes)
  await app.register(creditRoutes)
  await app.register(readinessRoutes)
  await app.register(waitlistRoutes)
  await app.register(reviewRoutes)
  await app.register(invoiceRoutes)
  await app.register(tripPassRoutes)
  await app.register(notificationRoutes)
  await app.register(liveSeatsRoutes, liveSeats ?? {})
  await app.register(leadRoutes)
  await app.register(newsletterRoutes)
  await app.register(staffRoutes)
  await app.register(staffSessionRoutes)
  await app.register(consolePaymentRoutes)
  await app.register(consoleTripPassRoutes)
  await app.register(consoleDeskRoutes)
  await app.register(consoleCustomerRoutes)
  await app.register(consoleExportRoutes)
  await app.register(consolePackagesRoutes)
  await app.register(consoleManifestRoutes)
  await app.register(packageImageFiles)
  await app.register(promoCodeRoutes)
  await app.register(consolePromoCodeRoutes)

  if (web) {
    await app.register(webPlugin, {
      services: webServices(app, env, imageVersions),
      pageVersion: catalogueCacheVersion(app.db),
      imageVersions,
      razorpayCheckout: app.payments.gateway !== null,
    })
  }
  return app
}

/** What the web app's loaders may read: an explicit list, never the app itself. */
function webServices(app: FastifyInstance, env: Env, images: ImageVersions): WebServices {
  return {
    catalogue: {
      listPackages: async (filter) => (await listPackages(app.db, filter)).map(images.ofPackage),
      getPackage: async (idOrSlug) => {
        const pkg = await getPackage(app.db, idOrSlug)
        return pkg && images.ofPackage(pkg)
      },
      listCategories: () => listCategories(app.db),
    },
    promoCodes: { listPublic: () => listPublicPromoCodes(app.db) },
    content: {
      listBlogPosts: async () => (await listBlogPosts(app.db)).map(images.ofBlogPost),
      getBlogPost: async (idOrSlug) => {
        const found = await getBlogPost(app.db, idOrSlug)
        return found && images.ofBlogPost(found)
      },
      listDestinations: async () => (await listDestinations(app.db)).map(images.ofDestination),
      getDestination: async (slug) => {
        const found = await getDestination(app.db, slug)
        return found && images.ofDestination(found)
      },
    },
    reviews: {
      listPackageReviews: (idOrSlug, page) => listPackageReviews(app.db, idOrSlug, page),
    },
    site: {
      operatorWhatsapp: env.OPERATOR_WHATSAPP,
      supportEmail: env.SUPPORT_EMAIL,
      publicUrl: env.PUBLIC_URL,
    },
  }
}
