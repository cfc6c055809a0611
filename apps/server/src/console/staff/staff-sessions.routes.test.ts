import type { StaffSession } from '@trippy/contracts'
import type { FastifyInstance } from 'fastify'
import { describe, expect, test } from 'vitest'
import { queuedMailTo } from '../../../test/test-outbox.ts'
import { STAFF_BROWSER_COOKIE } from './staff-browser.ts'
import {
  createConsoleApp,
  createStaffMember,
  signInStaff,
  TEST_OWNER,
} from '../../../test/test-staff.ts'

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FIREFOX_ON_LINUX =
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const NEW_SIGN_IN = 'New sign-in to the Trippy Himalaya console'

type Browser = { userAgent: string; address: string; cookie?: string }

/** Signs the owner in from a browser, both steps; answers the token and the browser after it. */
async function signInFrom(app: FastifyInstance, browser: Browser) {
  const { token, answer } = await signInStaff(app, TEST_OWNER.email, TEST_OWNER.password, {
    remoteAddress: browser.address,
    headers: {
      'user-agent': browser.userAgent,
      ...(browser.cookie ? { cookie: browser.cookie } : {}),
    },
  })
  const set = answer.cookies.find((cookie) => cookie.name === STAFF_BROWSER_COOKIE)
  const cookie = set ? `${STAFF_BROWSER_COOKIE}=${set.value}` : browser.cookie
  return { token, auth: { authorization: `Bearer ${token}` }, browser: { ...browser, cookie }, set }
}

async function sessionsOf(app: FastifyInstance, auth: { authorization: string }) {
  const response = await app.inject({ method: 'GET', url: '/api/console/sessions', headers: auth })
  expect(response.statusCode).toBe(200)
  return response.json<{ data: StaffSession[] }>().data
}

async function end(app: FastifyInstance, auth: { authorization: string }, id: string) {
  return app.inject({ method: 'DELETE', url: `/api/console/sessions/${id}`, headers: auth })
}

const me = (app: FastifyInstance, auth: { authorization: string }) =>
  app.inject({ method: 'GET', url: '/api/console/me', headers: auth })

describe('GET /api/console/sessions', () => {
  test("lists one's own sessions with when, which browser and from where, the current one marked, never a token", async () => {
    const app = await createConsoleApp()
    const office = await signInFrom(app, { userAgent: CHROME_ON_WINDOWS, address: '203.0.113.7' })
    const laptop = await signInFrom(app, { userAgent: FIREFOX_ON_LINUX, address: '198.51.100.4' })
    await createStaffMember(app)

    const listed = await sessionsOf(app, laptop.auth)

    const own = listed.filter((session) =>
      ['203.0.113.7', '198.51.100.4'].includes(session.address ?? ''),
    )
    expect(own).toHaveLength(2)
    expect(own).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          browser: 'Firefox 133 on Linux',
          address: '198.51.100.4',
          current: true,
        }),
        expect.objectContaining({
          browser: 'Chrome 131 on Windows',
          address: '203.0.113.7',
          current: false,
        }),
      ]),
    )
    for (const session of listed) {
      expect(Object.keys(session).sort()).toEqual(
        ['_id', 'address', 'browser', 'createdAt', 'current', 'lastUsedAt'].sort(),
      )
      expect(JSON.stringify(session)).not.toContain(office.token)
    }
    // createStaffMember signed the owner in once more (from an address of its own) and the new
    // member too: the owner sees their own three sessions, not the member's.
    expect(listed).toHaveLength(3)
    expect(listed.filter((session) => session.current)).toHaveLength(1)
  })

  test('shows the address a trusted proxy forwarded, and the peer when the peer is not trusted', async () => {
    const app = await createConsoleApp({ TRUST_PROXY: '10.9.0.0/16' })
    const login = (remoteAddress: string) =>
      signInStaff(app, TEST_OWNER.email, TEST_OWNER.password, {
        remoteAddress,
        headers: { 'x-forwarded-for': '192.0.2.55', 'user-agent': CHROME_ON_WINDOWS },
      })
    const viaProxy = await login('10.9.0.2')
    await login('203.0.113.80')
    const auth = { authorization: `Bearer ${viaProxy.token}` }

    const addresses = (await sessionsOf(app, auth)).map((session) => session.address).sort()

    expect(addresses).toEqual(['192.0.2.55', '203.0.113.80'])
  })

  test('marks a session used when it is used again a minute or more later', async () => {
    const app = await createConsoleApp()
    const owner = await signInFrom(app, { userAgent: CHROME_ON_WINDOWS, address: '203.0.113.9' })
    const [session] = await sessionsOf(app, owner.auth)
    const longAgo = '2026-01-01T00:00:00.000Z'
    await app.db
      .updateTable('staff_sessions')
      .set({ last_used_at: longAgo })
      .where('id', '=', session?._id ?? '')
      .execute()

    const [after] = await sessionsOf(app, owner.auth)

    expect(after?.lastUsedAt).not.toBe(longAgo)
    expect(Date.now() - Date.parse(after?.lastUsedAt ?? '')).toBeLessThan(60_000)
  })
})

describe('DELETE /api/console/sessions/:id', () => {
  test("ends another of one's own sessions: its token stops working, this one goes on", async () => {
    const app = await createConsoleApp()
    const office = await signInFrom(app, { userAgent: CHROME_ON_WINDOWS, address: '203.0.113.7' })
    const laptop = await signInFrom(app, { userAgent: FIREFOX_ON_LINUX, address: '198.51.100.4' })
    const officeSession = (await sessionsOf(app, laptop.auth)).find((session) => !session.current)

    const response = await end(app, laptop.auth, officeSession?._id ?? '')

    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      data: { current: false },
      message: 'Session ended',
    })
    expect((await me(app, office.auth)).statusCode).toBe(401)
    expect((await me(app, laptop.auth)).statusCode).toBe(200)
    expect((await sessionsOf(app, laptop.auth)).map((session) => session._id)).not.toContain(
      officeSession?._id,
    )
  })

  test('ending the current session signs this browser out', async () => {
    const app = await createConsoleApp()
    const owner = await signInFrom(app, { userAgent: CHROME_ON_WINDOWS, address: '203.0.113.7' })
    const current = (await sessionsOf(app, owner.auth)).find((session) => session.current)

    const response = await end(app, owner.auth, current?._id ?? '')

    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      data: { current: true },
      message: 'Session ended. You are signed out of this browser.',
    })
    expect((await me(app, owner.auth)).statusCode).toBe(401)
  })

  test("another member's session answers 404 and goes on working", async () => {
    const app = await createConsoleApp()
    const owner = await signInFrom(app, { userAgent: CHROME_ON_WINDOWS, address: '203.0.113.7' })
    const member = await createStaffMember(app)
    const [theirs] = await sessionsOf(app, member.auth)

    const response = await end(app, owner.auth, theirs?._id ?? '')

    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: 'Session not found' })
    expect((await me(app, member.auth)).statusCode).toBe(200)
  })

  test('an id that is not an id answers 400, an unknown one 404', async () => {
    const app = await createConsoleApp()
    const owner = await signInFrom(app, { userAgent: CHROME_ON_WINDOWS, address: '203.0.113.7' })

    expect((await end(app, owner.auth, 'not-an-id')).statusCode).toBe(400)
    expect((await end(app, owner.auth, '0123456789abcdef01234567')).statusCode).toBe(404)
  })
})

describe('a sign-in from a new browser', () => {
  test('marks the browser with a long-lived HttpOnly cookie for the console API only', async () => {
    const app = await createConsoleApp()

    const { set } = await signInFrom(app, { userAgent: CHROME_ON_WINDOWS, address: '203.0.113.7' })

    expect(set).toMatchObject({ path: '/api/console', httpOnly: true, sameSite: 'Strict' })
    expect(set?.maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60)
    expect(set?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  test('mails the member when, which browser and from where, with a link to their sessions; the same browser again is not mailed', async () => {
    const app = await createConsoleApp()
    const first = await signInFrom(app, { userAgent: CHROME_ON_WINDOWS, address: '203.0.113.7' })
    const again = await signInFrom(app, first.browser)
    await signInFrom(app, { userAgent: FIREFOX_ON_LINUX, address: '198.51.100.4' })

    expect(again.set).toBeUndefined()
    const mails = (await queuedMailTo(app, [TEST_OWNER.email])).filter(
      (mail) => mail.subject === NEW_SIGN_IN,
    )
    expect(mails).toHaveLength(2)
    const [chrome, firefox] = mails
    expect(chrome?.text).toContain('Namaste Meera Negi,')
    expect(chrome?.text).toContain('Chrome 131 on Windows')
    expect(chrome?.text).toContain('203.0.113.7')
    expect(chrome?.text).toMatch(/\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/)
    expect(chrome?.text).toContain('http://localhost:3000/console/sessions')
    expect(firefox?.text).toContain('Firefox 133 on Linux')
    expect(firefox?.text).toContain('198.51.100.4')
  })

  test('a browser new to one member is mailed to them even when another member used it', async () => {
    const app = await createConsoleApp()
    const owner = await signInFrom(app, { userAgent: CHROME_ON_WINDOWS, address: '203.0.113.7' })
    const member = await createStaffMember(app)
    const before = (await queuedMailTo(app, [member.email])).length

    await signInStaff(app, member.email, member.password, {
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': CHROME_ON_WINDOWS, cookie: owner.browser.cookie ?? '' },
    })

    const mails = await queuedMailTo(app, [member.email])
    expect(mails).toHaveLength(before + 1)
    expect(mails.at(-1)?.subject).toBe(NEW_SIGN_IN)
  })

  test('a wrong password queues no mail', async () => {
    const app = await createConsoleApp()
    const response = await app.inject({
      method: 'POST',
      url: '/api/console/login',
      remoteAddress: '203.0.113.7',
      payload: { email: TEST_OWNER.email, password: 'not-the-password-at-all' },
    })

    expect(response.statusCode).toBe(401)
    expect(await queuedMailTo(app, [TEST_OWNER.email])).toEqual([])
  })
})
