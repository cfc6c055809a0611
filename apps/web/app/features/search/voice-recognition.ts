/** The part of the Web Speech API's SpeechRecognition the search uses (not in TypeScript's DOM types). */
export type SpeechRecognitionLike = {
  lang: string
  continuous: boolean
  interimResults: boolean
  maxAlternatives: number
  onstart: (() => void) | null
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null
  onerror: ((event: { error: string }) => void) | null
  onend: (() => void) | null
  start(): void
  stop(): void
  abort(): void
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike

/** Visible states of voice search, plus the browser having no recognition at all. */
export type VoiceState = 'idle' | 'listening' | 'stopped' | 'failed' | 'unsupported'

/** Voice search listens for Indian English. */
export const VOICE_LANGUAGE = 'en-IN'

/** The browser's recognition constructor, standard or WebKit-prefixed, or null where it has none. */
export function speechRecognitionOf(scope: object): SpeechRecognitionConstructor | null {
  const found = scope as {
    SpeechRecognition?: unknown
    webkitSpeechRecognition?: unknown
  }
  const constructor = found.SpeechRecognition ?? found.webkitSpeechRecognition
  return typeof constructor === 'function' ? (constructor as SpeechRecognitionConstructor) : null
}

/** The best transcript of a result event, trimmed; '' when it has none. */
export function transcriptOf(event: {
  results: ArrayLike<ArrayLike<{ transcript: string }>>
}): string {
  const parts: string[] = []
  for (let index = 0; index < event.results.length; index += 1) {
    const best = event.results[index]?.[0]
    if (best) parts.push(best.transcript)
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

export type ListeningHandlers = {
  onState: (state: VoiceState) => void
  onTranscript: (text: string) => void
  /** Where a recognition error is logged. */
  log?: (message: string, detail: unknown) => void
}

/**
 * Starts one recognition session in Indian English and reports its states in order: listening,
 * then failed on an error, or stopped when it ends without one. Answers the session (to stop it),
 * or null when it could not start at all.
 */
export function startListening(
  Recognition: SpeechRecognitionConstructor,
  {
    onState,
    onTranscript,
    log = (message, detail) => console.warn(message, detail),
  }: ListeningHandlers,
): SpeechRecognitionLike | null {
  const session = new Recognition()
  let failed = false
  const fail = (message: string, detail: unknown) => {
    failed = true
    log(message, detail)
    onState('failed')
  }
  session.lang = VOICE_LANGUAGE
  session.continuous = false
  session.interimResults = false
  session.maxAlternatives = 1
  session.onresult = (event) => {
    const text = transcriptOf(event)
    if (text) onTranscript(text)
  }
  session.onerror = (event) => fail('Voice search failed', event.error)
  session.onend = () => {
    if (!failed) onState('stopped')
  }
  // Listening is reported first: a browser may report a failure while start() is still running.
  onState('listening')
  try {
    session.start()
  } catch (error) {
    fail('Voice search could not start', error)
    return null
  }
  return session
}
