import type { Env } from '../env.ts'

/**
 * Routes that run Argon2 or send mail for anyone, signed in or not (customer and console sign-in,
 * registration, the reset link and the password reset): each address may call each of them
 * AUTH_RATE_LIMIT_MAX times a minute, well below the global limit.
 */
export const PASSWORD_ROUTE_WINDOW_MS = 60_000

/** Route options that put a route under that limit; spread them into the route's options. */
export function passwordRouteOptions(env: Pick<Env, 'AUTH_RATE_LIMIT_MAX'>) {
  return {
    config: {
      rateLimit: { max: env.AUTH_RATE_LIMIT_MAX, timeWindow: PASSWORD_ROUTE_WINDOW_MS },
    },
  }
}
