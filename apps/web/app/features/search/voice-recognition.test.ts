import { expect, test, vi } from 'vitest'
import {
  type SpeechRecognitionLike,
  speechRecognitionOf,
  startListening,
  transcriptOf,
} from './voice-recognition.ts'

test('finds the standard recognition constructor, else the WebKit-prefixed one', () => {
  class Standard {}
  class Prefixed {}
  expect(
    speechRecognitionOf({ SpeechRecognition: Standard, webkitSpeechRecognition: Prefixed }),
  ).toBe(Standard)
  expect(speechRecognitionOf({ webkitSpeechRecognition: Prefixed })).toBe(Prefixed)
})

test('reports no recognition where the browser has none', () => {
  expect(speechRecognitionOf({})).toBeNull()
  expect(speechRecognitionOf({ webkitSpeechRecognition: 'not a constructor' })).toBeNull()
})

test('joins the best transcript of each result', () => {
  const results = [[{ transcript: 'valley of ' }], [{ transcript: ' flowers' }]]
  expect(transcriptOf({ results })).toBe('valley of flowers')
  expect(transcriptOf({ results: [] })).toBe('')
})

/** A recognition stand-in that records its settings and lets the test fire its events. */
function fakeRecognition(behaviour: { failOnStart?: 'throw' | 'event' } = {}) {
  const sessions: FakeSession[] = []
  class FakeSession implements SpeechRecognitionLike {
    lang = ''
    continuous = true
    interimResults = true
    maxAlternatives = 5
    onstart: SpeechRecognitionLike['onstart'] = null
    onresult: SpeechRecognitionLike['onresult'] = null
    onerror: SpeechRecognitionLike['onerror'] = null
    onend: SpeechRecognitionLike['onend'] = null
    started = false
    constructor() {
      sessions.push(this)
    }
    start() {
      if (behaviour.failOnStart === 'throw') throw new Error('InvalidStateError')
      this.started = true
      if (behaviour.failOnStart === 'event') {
        this.onerror?.({ error: 'not-allowed' })
        this.onend?.()
      }
    }
    stop() {
      this.onend?.()
    }
    abort() {}
  }
  return { Recognition: FakeSession, sessions }
}

test('listens in Indian English for one final result, and hands over the transcript', () => {
  const { Recognition, sessions } = fakeRecognition()
  const states: string[] = []
  const transcripts: string[] = []
  startListening(Recognition, {
    onState: (state) => states.push(state),
    onTranscript: (text) => transcripts.push(text),
  })
  const session = sessions[0]
  expect(session).toMatchObject({
    lang: 'en-IN',
    continuous: false,
    interimResults: false,
    maxAlternatives: 1,
    started: true,
  })
  session?.onresult?.({ results: [[{ transcript: 'kedarnath' }]] })
  session?.onend?.()
  expect(transcripts).toEqual(['kedarnath'])
  expect(states).toEqual(['listening', 'stopped'])
})

test('an error leaves the search failed, even when it ends straight after', () => {
  const { Recognition, sessions } = fakeRecognition()
  const states: string[] = []
  const log = vi.fn()
  startListening(Recognition, {
    onState: (state) => states.push(state),
    onTranscript: vi.fn(),
    log,
  })
  sessions[0]?.onerror?.({ error: 'network' })
  sessions[0]?.onend?.()
  expect(states).toEqual(['listening', 'failed'])
  expect(log).toHaveBeenCalledWith('Voice search failed', 'network')
})

test('a failure reported while starting is the last state, not listening', () => {
  const { Recognition } = fakeRecognition({ failOnStart: 'event' })
  const states: string[] = []
  const session = startListening(Recognition, {
    onState: (state) => states.push(state),
    onTranscript: vi.fn(),
    log: vi.fn(),
  })
  expect(states).toEqual(['listening', 'failed'])
  expect(session).not.toBeNull()
})

test('a session that cannot start at all fails and is not kept', () => {
  const { Recognition } = fakeRecognition({ failOnStart: 'throw' })
  const states: string[] = []
  const session = startListening(Recognition, {
    onState: (state) => states.push(state),
    onTranscript: vi.fn(),
    log: vi.fn(),
  })
  expect(states).toEqual(['listening', 'failed'])
  expect(session).toBeNull()
})
