// serve-api.ts, ended by an uncaught error as a bug would end it: the error is thrown when a line
// "fail" arrives on stdin.
import './serve-api.ts'

process.stdin.setEncoding('utf8').on('data', (text: string) => {
  if (text.includes('fail')) throw new Error('A bug nobody caught')
})
