import { beforeEach, vi } from 'vitest'

// A test that logs console.error fails, unless it opts in with
// vi.mocked(console.error).mockImplementation(() => {}) (Epic Stack).
beforeEach(() => {
  const original = console.error
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    original(...args)
    throw new Error('console.error was called; mock it in the test if that is expected')
  })
  return () => vi.mocked(console.error).mockRestore()
})
