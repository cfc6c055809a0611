// What other folders may use of plugins/ (docs/server-folders.md).
export { dbPlugin } from './db.ts'
export { envPlugin } from './env.ts'
export { errorHandlerPlugin } from './error-handler.ts'
export { openApiPlugin } from './openapi.ts'
export { passwordRouteOptions } from './password-route.ts'
export { rateLimitPlugin, SENDS_STORED_ANSWERS, workCounter } from './rate-limit.ts'
export { connectRedis, quitRedis, redisPlugin, whileRedisAnswers } from './redis.ts'
export {
  flushLog,
  OneLinePerRequest,
  requestLines,
  requestLoggers,
  serverLogger,
} from './request-log.ts'
export {
  inlineScriptHashes,
  pageContentSecurityPolicy,
  pageSecurityHeaders,
  securityHeadersPlugin,
} from './security-headers.ts'
