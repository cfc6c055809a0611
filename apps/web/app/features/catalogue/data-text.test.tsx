import * as m from '@trippy/i18n/messages'
import { overwriteGetLocale } from '@trippy/i18n/runtime'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { categoryText } from './category-texts.ts'
import { DataSpan, messageWithData, operatorText } from './data-text.tsx'
import { durationText } from './duration-texts.ts'
import { labelText } from './label-texts.ts'
import { placeText } from './place-texts.ts'

const locale = { current: 'en' as 'en' | 'hi' }
overwriteGetLocale(() => locale.current)

afterEach(() => {
  locale.current = 'en'
})

describe('on an English page', () => {
  it('every value stays exactly as the operator wrote it, without lang', () => {
    expect(categoryText('Treks')).toEqual({ value: 'Treks' })
    expect(categoryText('Ski Touring')).toEqual({ value: 'Ski Touring' })
    expect(durationText('6 Days / 5 Nights')).toEqual({ value: '6 Days / 5 Nights' })
    expect(durationText('Two weeks')).toEqual({ value: 'Two weeks' })
    expect(labelText('Snow trek')).toEqual({ value: 'Snow trek' })
    expect(placeText('Uttarakhand')).toEqual({ value: 'Uttarakhand' })
    expect(operatorText('Offloading backpack')).toEqual({ value: 'Offloading backpack' })
  })

  it('renders the same markup as the bare strings did', () => {
    const city = operatorText('Manali')
    const state = placeText('Himachal Pradesh')
    const before = renderToString(
      <p>
        {'Manali'}, {'Himachal Pradesh'} · {'6 Days / 5 Nights'}
      </p>,
    )
    const after = renderToString(
      <p>
        <DataSpan text={city} />, <DataSpan text={state} />
        {' · '}
        <DataSpan text={durationText('6 Days / 5 Nights')} />
      </p>,
    )
    expect(after).toBe(before)
  })

  it('writes a message with data inputs as the plain message', () => {
    const inputs = {
      location: 'Sankri, Uttarkashi',
      duration: '6 Days / 5 Nights',
      price: '₹9,999',
    }
    expect(
      messageWithData(m.booking_price_line, {
        location: operatorText(inputs.location),
        duration: durationText(inputs.duration),
        price: inputs.price,
      }),
    ).toBe(m.booking_price_line(inputs))
  })
})

describe('on a Hindi page', () => {
  it('gives the known categories, states and labels their Hindi, whatever their case', () => {
    locale.current = 'hi'
    expect(categoryText('Char Dham')).toEqual({ value: 'चार धाम' })
    expect(categoryText(' treks ')).toEqual({ value: 'ट्रेक' })
    expect(placeText('Himachal Pradesh')).toEqual({ value: 'हिमाचल प्रदेश' })
    expect(placeText('North East India')).toEqual({ value: 'पूर्वोत्तर भारत' })
    expect(labelText('Snow trek')).toEqual({ value: 'बर्फ़ का ट्रेक' })
  })

  it('words durations of days and nights in Hindi, one night and many', () => {
    locale.current = 'hi'
    expect(durationText('6 Days / 5 Nights')).toEqual({ value: '6 दिन / 5 रातें' })
    expect(durationText('2 Days / 1 Night')).toEqual({ value: '2 दिन / 1 रात' })
  })

  it('shows unknown values and operator text in English, marked lang="en"', () => {
    locale.current = 'hi'
    expect(categoryText('Ski Touring')).toEqual({ value: 'Ski Touring', lang: 'en' })
    expect(durationText('Two weeks')).toEqual({ value: 'Two weeks', lang: 'en' })
    expect(labelText('Rhododendron forest')).toEqual({ value: 'Rhododendron forest', lang: 'en' })
    expect(placeText('Goa')).toEqual({ value: 'Goa', lang: 'en' })
    expect(operatorText('Offloading backpack')).toEqual({
      value: 'Offloading backpack',
      lang: 'en',
    })
  })

  it('marks the English inputs of a Hindi message with lang="en" and keeps the rest Hindi', () => {
    locale.current = 'hi'
    const html = renderToString(
      <p>
        {messageWithData(m.booking_price_line, {
          location: operatorText('Sankri, Uttarkashi'),
          duration: durationText('6 Days / 5 Nights'),
          price: '₹9,999',
        })}
      </p>,
    )
    expect(html).toContain('<span lang="en">Sankri, Uttarkashi</span>')
    expect(html).toContain('6 दिन / 5 रातें')
    expect(html).toContain('प्रति व्यक्ति')
    expect(html).not.toContain('\u0000')
  })

  it('renders an English value in a span marked lang="en"', () => {
    locale.current = 'hi'
    expect(renderToString(<DataSpan text={operatorText('Kasol')} />)).toBe(
      '<span lang="en">Kasol</span>',
    )
    expect(renderToString(<DataSpan text={placeText('Sikkim')} />)).toBe('सिक्किम')
  })
})
