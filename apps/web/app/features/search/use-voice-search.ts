import { useCallback, useEffect, useRef, useState } from 'react'
import {
  speechRecognitionOf,
  startListening,
  type SpeechRecognitionLike,
  type VoiceState,
} from './voice-recognition.ts'

/**
 * Voice search with the Web Speech API: `toggle(onTranscript)` starts listening (or stops it), and
 * the final transcript goes to `onTranscript`. The state says what to show: idle, listening,
 * stopped, failed, or unsupported where the browser has no speech recognition.
 */
export function useVoiceSearch() {
  const [state, setState] = useState<VoiceState>('idle')
  const session = useRef<SpeechRecognitionLike | null>(null)

  useEffect(() => () => session.current?.abort(), [])

  const toggle = useCallback((onTranscript: (text: string) => void) => {
    if (session.current) {
      session.current.stop()
      return
    }
    const Recognition = speechRecognitionOf(window)
    if (!Recognition) {
      setState('unsupported')
      return
    }
    // A failure can be reported before startListening returns; then no session stays current.
    let started: SpeechRecognitionLike | null = null
    let finished = false
    started = startListening(Recognition, {
      onTranscript,
      onState: (next) => {
        if (next !== 'listening') {
          finished = true
          if (started && session.current === started) session.current = null
        }
        setState(next)
      },
    })
    if (!finished) session.current = started
  }, [])

  return { state, toggle }
}
