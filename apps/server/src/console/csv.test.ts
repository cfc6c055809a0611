import { expect, test } from 'vitest'
import { csvCell, csvDocument, csvRupees } from './csv.ts'

test('quotes cells with commas, quotes and line breaks, and leaves plain ones bare', () => {
  expect(csvCell('Kedarkantha Trek')).toBe('Kedarkantha Trek')
  expect(csvCell('Rawat, Asha')).toBe('"Rawat, Asha"')
  expect(csvCell('the "Valley" trek')).toBe('"the ""Valley"" trek"')
  expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
  expect(csvCell(null)).toBe('')
  expect(csvCell(undefined)).toBe('')
  expect(csvCell(4)).toBe('4')
})

test('defuses what a spreadsheet would run as a formula', () => {
  for (const typed of ['=1+1', '+91 98765 43210', '-2', '@SUM(A1)', '\tx', '\rx'])
    expect(csvCell(typed).replace(/^"/, '')).toMatch(/^'/)
  expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`)
})

test('writes a header and one CRLF line per row, money with both paise digits', () => {
  expect(
    csvDocument(
      ['Name', 'Paid (INR)'],
      [
        ['Asha', csvRupees(1250.5)],
        ['Ravi', csvRupees(null)],
      ],
    ),
  ).toBe('Name,Paid (INR)\r\nAsha,1250.50\r\nRavi,\r\n')
})
