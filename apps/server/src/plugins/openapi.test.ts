import { expect, test } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> }

/** Every method and path the app routes under /api, read from Fastify's own route tree. */
function apiRoutes(printed: string): string[] {
  const routes: string[] = []
  const parents: string[] = []
  for (const line of printed.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line)
    if (!match?.[2] || !match[3]) continue
    const depth = (match[1] ?? '').length / 4
    const path = (parents[depth - 1] ?? '') + match[2]
    parents[depth] = path
    parents.length = depth + 1
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue
    for (const method of match[3].split(', '))
      if (method !== 'HEAD') routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`)
  }
  return routes.sort()
}

test('the OpenAPI document lists every API route with the schema of its answer', async () => {
  const app = await createTestApp()
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' })
  expect(response.statusCode).toBe(200)
  const document = response.json<Document>()
  expect(document.openapi).toMatch(/^3\./)

  const documented = Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort()
  const routes = apiRoutes(app.printRoutes({ commonPrefix: false }))
  expect(routes.length).toBeGreaterThan(20)
  expect(documented).toEqual(expect.arrayContaining(routes))

  const withoutAnswer = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(
        ([, operation]) =>
          !Object.entries(operation.responses ?? {}).some(
            ([status, answer]) => status.startsWith('2') && answer.content,
          ),
      )
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  )
  expect(withoutAnswer).toEqual([])
})

test('serves a reference page for the API at /api/docs', async () => {
  const app = await createTestApp()
  const page = await app.inject({ method: 'GET', url: '/api/docs/' })
  expect(page.statusCode).toBe(200)
  expect(page.headers['content-type']).toMatch(/text\/html/)
  // Its scripts are files of this origin; the policy of JSON answers would block them.
  expect(page.headers['content-security-policy']).toContain("script-src 'self'")
  const script = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' })
  expect(script.statusCode).toBe(200)
})
