import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { TripImage } from './trip-image.tsx'

const UPLOAD = '/images/packages/0123456789abcdef01234567/ab12-960.webp'

test('an uploaded photo is a <picture> offering AVIF, then WebP, at each width for the sizes given', () => {
  const html = renderToStaticMarkup(
    <TripImage
      src={UPLOAD}
      sources={{
        avif: '/p/ab12-480.avif 480w, /p/ab12-960.avif 960w',
        webp: '/p/ab12-480.webp 480w, /p/ab12-960.webp 960w',
        width: 1200,
        height: 800,
        alt: 'Tents by the lake',
      }}
      sizes="(min-width: 640px) 18rem, 100vw"
      alt="Tents by the lake"
      width={600}
      height={400}
    />,
  )
  expect(html).toBe(
    '<picture class="contents">' +
      '<source type="image/avif" srcSet="/p/ab12-480.avif 480w, /p/ab12-960.avif 960w" sizes="(min-width: 640px) 18rem, 100vw"/>' +
      '<source type="image/webp" srcSet="/p/ab12-480.webp 480w, /p/ab12-960.webp 960w" sizes="(min-width: 640px) 18rem, 100vw"/>' +
      `<img alt="Tents by the lake" loading="lazy" decoding="async" src="${UPLOAD}" sizes="(min-width: 640px) 18rem, 100vw" width="600" height="400"/>` +
      '</picture>',
  )
})

test('any other image stays a plain <img>', () => {
  const html = renderToStaticMarkup(
    <TripImage src="/images/kedarkantha.jpg" alt="" width={600} height={400} />,
  )
  expect(html).toBe(
    '<img alt="" loading="lazy" decoding="async" src="/images/kedarkantha.jpg" width="600" height="400"/>',
  )
})
