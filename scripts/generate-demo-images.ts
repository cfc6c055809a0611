/**
 * Writes the demo catalogue's illustrations: small SVG landscapes (layered ridges, a sky gradient,
 * a sun or moon, snow caps and a motif such as a temple, tents or a river). Every image is
 * deterministic from its seed, so re-running the script reproduces the same files.
 *
 *   node scripts/generate-demo-images.ts
 *
 * It writes every image the demo catalogue references (trip cards and galleries, destinations,
 * blog covers) plus the hero, the default trip image and the four Char Dham temples, into
 * apps/web/public/images/.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readDemoCatalogue } from '../apps/server/src/catalogue/demo-catalogue/demo-catalogue-files.ts'
import type { DemoPackage } from '../apps/server/src/catalogue/demo-catalogue/demo-catalogue-schema.ts'

const PUBLIC_DIR = fileURLToPath(new URL('../apps/web/public', import.meta.url))
const MAX_BYTES = 3072

type Kind =
  | 'temple'
  | 'camp'
  | 'lake'
  | 'river'
  | 'meadow'
  | 'monastery'
  | 'summit'
  | 'village'
  | 'bridge'
  | 'ski'
  | 'glider'
  | 'plain'

type TimeOfDay = 'dawn' | 'day' | 'dusk' | 'night'

type TempleStyle = 'stone' | 'painted' | 'white'

type ImageSpec = {
  file: string // public URL path, e.g. '/images/trips/kedarkantha-trek.svg'
  subject: string // what the picture is of, used in the <title>
  kind: Kind
  seed: string
  width?: number
  height?: number
  time?: TimeOfDay
  snow?: boolean
  templeStyle?: TempleStyle
}

// ---------------------------------------------------------------- randomness and colour

function hashSeed(seed: string): number {
  let hash = 2166136261
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index)
    hash = Math.imul(hash, 16777619)
  }
  return hash >>> 0
}

type Random = {
  next: () => number
  between: (min: number, max: number) => number
  int: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
}

function createRandom(seed: string): Random {
  let state = hashSeed(seed)
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const between = (min: number, max: number): number => min + (max - min) * next()
  const int = (min: number, max: number): number => Math.floor(between(min, max + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  return { next, between, int, pick }
}

type Hsl = [hue: number, saturation: number, lightness: number]

function hex([hue, saturation, lightness]: Hsl): string {
  const s = Math.max(0, Math.min(100, saturation)) / 100
  const l = Math.max(0, Math.min(100, lightness)) / 100
  const h = (((hue % 360) + 360) % 360) / 360
  const channel = (offset: number): string => {
    let t = h + offset
    if (t < 0) t += 1
    if (t > 1) t -= 1
    const q = l < 0.5 ? l * (1 + s) : l + s - l * s
    const p = 2 * l - q
    let value = p
    if (t < 1 / 6) value = p + (q - p) * 6 * t
    else if (t < 1 / 2) value = q
    else if (t < 2 / 3) value = p + (q - p) * (2 / 3 - t) * 6
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(1 / 3)}${channel(0)}${channel(-1 / 3)}`
}

function mix(a: Hsl, b: Hsl, t: number): Hsl {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

type Palette = {
  skyTop: Hsl
  skyBottom: Hsl
  orb: Hsl // sun or moon
  far: Hsl // farthest ridge
  near: Hsl // nearest ground
  snow: Hsl
}

function palette(time: TimeOfDay, random: Random): Palette {
  const j = (spread: number): number => random.between(-spread, spread)
  switch (time) {
    case 'dawn':
      return {
        skyTop: [235 + j(20), 45, 32 + j(6)],
        skyBottom: [25 + j(12), 85, 74 + j(6)],
        orb: [42, 95, 72],
        far: [255 + j(20), 28, 66 + j(6)],
        near: [150 + j(40), 30, 18 + j(5)],
        snow: [30, 60, 94],
      }
    case 'day':
      return {
        skyTop: [205 + j(10), 65, 52 + j(8)],
        skyBottom: [195 + j(10), 60, 86],
        orb: [50, 100, 88],
        far: [210 + j(12), 25, 64 + j(6)],
        near: [110 + j(25), 38, 28 + j(6)],
        snow: [200, 30, 97],
      }
    case 'dusk':
      return {
        skyTop: [280 + j(20), 40, 28 + j(6)],
        skyBottom: [15 + j(12), 85, 64 + j(6)],
        orb: [28, 95, 62],
        far: [300 + j(20), 22, 52 + j(6)],
        near: [260 + j(25), 30, 14 + j(4)],
        snow: [350, 55, 88],
      }
    case 'night':
      return {
        skyTop: [228 + j(8), 55, 10 + j(3)],
        skyBottom: [222 + j(10), 40, 30 + j(5)],
        orb: [55, 40, 92],
        far: [225 + j(10), 25, 34 + j(5)],
        near: [220 + j(15), 35, 9 + j(3)],
        snow: [215, 30, 82],
      }
  }
}

// ---------------------------------------------------------------- shapes

type Point = [x: number, y: number]

const r = (value: number): number => Math.round(value)

function ridge(
  random: Random,
  width: number,
  base: number,
  amplitude: number,
  count: number,
): Point[] {
  const points: Point[] = [[0, r(base - random.between(0.2, 0.8) * amplitude)]]
  const step = width / count
  for (let index = 1; index < count; index++) {
    const peak = index % 2 === 1
    const lift = peak ? random.between(0.55, 1) : random.between(0.05, 0.4)
    points.push([r(index * step + random.between(-0.3, 0.3) * step), r(base - lift * amplitude)])
  }
  points.push([width, r(base - random.between(0.2, 0.8) * amplitude)])
  return points
}

function ridgePath(points: Point[], width: number, height: number): string {
  return `M0 ${height}` + points.map(([x, y]) => `L${x} ${y}`).join('') + `L${width} ${height}Z`
}

function groundAt(points: Point[], x: number): number {
  for (let index = 1; index < points.length; index++) {
    const a = points[index - 1]
    const b = points[index]
    if (a && b && x >= a[0] && x <= b[0])
      return a[1] + ((b[1] - a[1]) * (x - a[0])) / Math.max(1, b[0] - a[0])
  }
  return points[points.length - 1]?.[1] ?? 0
}

/** Snow caps: a jagged polygon below each peak of a ridge. */
function snowCaps(points: Point[], random: Random): string {
  let path = ''
  for (let index = 1; index < points.length - 1; index++) {
    const left = points[index - 1]
    const peak = points[index]
    const right = points[index + 1]
    if (!left || !peak || !right || peak[1] >= left[1] || peak[1] >= right[1]) continue
    const t1 = random.between(0.25, 0.4)
    const t2 = random.between(0.25, 0.4)
    const lx = peak[0] + (left[0] - peak[0]) * t1
    const ly = peak[1] + (left[1] - peak[1]) * t1
    const rx = peak[0] + (right[0] - peak[0]) * t2
    const ry = peak[1] + (right[1] - peak[1]) * t2
    const mx = (lx + rx) / 2
    const my = Math.min(ly, ry) - random.between(4, 14)
    path += `M${peak[0]} ${peak[1]}L${r(lx)} ${r(ly)}L${r((lx + mx) / 2)} ${r(my + 8)}L${r(mx)} ${r(my)}L${r(rx)} ${r(ry)}Z`
  }
  return path
}

function stars(random: Random, width: number, height: number): string {
  let out = ''
  for (let index = 0; index < 12; index++) {
    out += `<circle cx="${random.int(10, width - 10)}" cy="${random.int(10, r(height * 0.4))}" r="${random.pick([1, 1.5, 2])}"/>`
  }
  return `<g fill="#fff" opacity=".8">${out}</g>`
}

function temple(x: number, y: number, s: number, style: TempleStyle, time: TimeOfDay): string {
  const colours = {
    stone: { body: '#8d8a86', shade: '#5f5c59', hall: '#a29e98' },
    painted: { body: '#e9b949', shade: '#c0392b', hall: '#2e8b57' },
    white: { body: '#efe9dc', shade: '#c9bfa9', hall: '#d9cfbb' },
  }[style]
  const dim = time === 'night' ? ' opacity=".85"' : ''
  const p = (value: number): number => r(value * s)
  const top = y - p(250)
  return (
    `<g${dim}>` +
    `<rect x="${x - p(100)}" y="${y - p(18)}" width="${p(210)}" height="${p(18)}" fill="${colours.shade}"/>` +
    `<path d="M${x - p(10)} ${y - p(18)}C${x - p(10)} ${y - p(140)} ${x + p(25)} ${top + p(40)} ${x + p(45)} ${top}C${x + p(65)} ${top + p(40)} ${x + p(100)} ${y - p(140)} ${x + p(100)} ${y - p(18)}Z" fill="${colours.body}"/>` +
    `<path d="M${x + p(45)} ${top}C${x + p(65)} ${top + p(40)} ${x + p(100)} ${y - p(140)} ${x + p(100)} ${y - p(18)}H${x + p(60)}Z" fill="${colours.shade}" opacity=".35"/>` +
    `<ellipse cx="${x + p(45)}" cy="${top}" rx="${p(16)}" ry="${p(6)}" fill="${colours.shade}"/>` +
    `<path d="M${x + p(45)} ${top}V${top - p(38)}l${p(30)} ${p(9)}-${p(30)} ${p(9)}" fill="#f39c12" stroke="#6b4f2a" stroke-width="2"/>` +
    `<path d="M${x - p(90)} ${y - p(18)}V${y - p(85)}L${x - p(50)} ${y - p(120)}L${x - p(5)} ${y - p(85)}V${y - p(18)}Z" fill="${colours.hall}"/>` +
    `<rect x="${x - p(60)}" y="${y - p(62)}" width="${p(22)}" height="${p(44)}" rx="${p(10)}" fill="#3b2a1e"/>` +
    `</g>`
  )
}

function tents(random: Random, ground: Point[], width: number, time: TimeOfDay): string {
  let out = ''
  const start = random.between(0.15, 0.55) * width
  const count = random.int(2, 3)
  for (let index = 0; index < count; index++) {
    const x = r(start + index * random.between(140, 180))
    const y = r(groundAt(ground, x)) + 10
    const colour = random.pick(['#e67e22', '#f1c40f', '#2e86c1', '#c0392b', '#16a085'])
    out += `<path d="M${x - 70} ${y}L${x} ${y - 90}L${x + 70} ${y}Z" fill="${colour}"/><path d="M${x - 16} ${y}L${x} ${y - 55}L${x + 16} ${y}Z" fill="#2b1d12"/>`
  }
  if (time === 'dusk' || time === 'night') {
    const x = r(start - 100)
    const y = r(groundAt(ground, x)) + 8
    out += `<circle cx="${x}" cy="${y - 12}" r="38" fill="#f5b041" opacity=".3"/><path d="M${x - 14} ${y}L${x} ${y - 32}L${x + 14} ${y}Z" fill="#f39c12"/>`
  }
  return out
}

function monastery(x: number, y: number, id: string): string {
  // Prayer flags: one dashed line drawn five times, each colour shifted along it.
  const flags = ['#2e86c1', '#ecf0f1', '#c0392b', '#27ae60', '#f1c40f']
  const uses = flags
    .map(
      (colour, index) =>
        `<use href="#${id}f" stroke="${colour}" stroke-dashoffset="-${index * 14}"/>`,
    )
    .join('')
  return (
    `<path d="M${x - 240} ${y - 155}L${x - 10} ${y - 62}" stroke="#555" stroke-width="1.5"/>` +
    `<g fill="none" stroke-width="16" stroke-dasharray="12 58"><path id="${id}f" d="M${x - 240} ${y - 146}L${x - 10} ${y - 53}"/>${uses}</g>` +
    `<rect x="${x - 10}" y="${y - 120}" width="200" height="120" fill="#f4f1ea"/>` +
    `<rect x="${x - 10}" y="${y - 120}" width="200" height="22" fill="#7b241c"/>` +
    `<path d="M${x - 25} ${y - 120}L${x + 15} ${y - 150}H${x + 165}L${x + 205} ${y - 120}Z" fill="#b7950b"/>` +
    `<path d="M${x + 90} ${y - 150}v-26l-9 8 9-16 9 16-9-8" fill="#d4ac0d" stroke="#d4ac0d" stroke-width="3"/>` +
    `<rect x="${x + 72}" y="${y - 60}" width="36" height="60" fill="#7b241c"/>` +
    `<g fill="#2c3e50"><rect x="${x + 15}" y="${y - 80}" width="18" height="24"/><rect x="${x + 147}" y="${y - 80}" width="18" height="24"/></g>`
  )
}

function houses(random: Random, ground: Point[], width: number): string {
  let out = ''
  const start = random.between(0.1, 0.5) * width
  const count = random.int(3, 4)
  for (let index = 0; index < count; index++) {
    const w = random.int(70, 100)
    const h = random.int(52, 75)
    const x = r(start + index * random.between(105, 135))
    const y = r(groundAt(ground, x + w / 2)) + 12 - index * 4
    const wall = random.pick(['#d5c4a1', '#b9770e', '#ecdcc0', '#a04000'])
    const roof = random.pick(['#5d6d7e', '#7f8c8d', '#922b21', '#34495e'])
    out += `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${wall}"/><path d="M${x - 10} ${y - h}L${x + w / 2} ${y - h - 34}L${x + w + 10} ${y - h}Z" fill="${roof}"/><rect x="${x + 16}" y="${y - h + 16}" width="16" height="18" fill="#2c2c2c"/>`
  }
  return out
}

function river(width: number, height: number, top: number, colour: string): string {
  const c = width / 2
  return `<path d="M${c - 160} ${height}Q${c + 60} ${r(top + (height - top) * 0.6)} ${c - 30} ${r(top + (height - top) * 0.3)}Q${c - 80} ${top + 10} ${c + 20} ${top}H${c + 34}Q${c - 40} ${top + 14} ${c + 5} ${r(top + (height - top) * 0.3)}Q${c + 130} ${r(top + (height - top) * 0.6)} ${c + 150} ${height}Z" fill="${colour}" opacity=".9"/>`
}

function flowers(random: Random, ground: Point[], width: number, height: number): string {
  const colours = ['#8e44ad', '#2e86c1', '#f1c40f', '#e74c3c', '#f5f5f5']
  let out = ''
  for (const colour of colours) {
    let dots = ''
    for (let index = 0; index < 6; index++) {
      const x = random.int(20, width - 20)
      const y = random.int(r(groundAt(ground, x)) + 12, height - 8)
      dots += `<circle cx="${x}" cy="${y}" r="${random.int(6, 11)}"/>`
    }
    out += `<g fill="${colour}">${dots}</g>`
  }
  return out
}

// ---------------------------------------------------------------- one image

const KIND_PHRASES: Record<Kind, string> = {
  temple: 'a stone Himalayan temple with a curved spire below the mountains',
  camp: 'trekking tents pitched below snow-capped ridges',
  lake: 'an alpine lake beneath layered mountain ridges',
  river: 'a river winding out of a mountain valley',
  meadow: 'a flowering alpine meadow beneath mountain ridges',
  monastery: 'a whitewashed Buddhist monastery with prayer flags',
  summit: 'a climbers’ flag on a snow summit above layered ridges',
  village: 'a hill village of sloping-roofed houses among the ridges',
  bridge: 'a living root bridge over a stream in forested hills',
  ski: 'a snow slope with a chairlift below the peaks',
  glider: 'a paraglider flying above green ridges',
  plain: 'layered Himalayan ridges',
}

const TIME_PHRASES: Record<TimeOfDay, string> = {
  dawn: 'at dawn',
  day: 'in daylight',
  dusk: 'at dusk',
  night: 'under a moonlit sky',
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

function render(spec: ImageSpec): string {
  const random = createRandom(spec.seed)
  const width = spec.width ?? 1200
  const height = spec.height ?? 800
  const nightless = ['meadow', 'glider', 'ski', 'bridge'].includes(spec.kind)
  const time =
    spec.time ??
    random.pick<TimeOfDay>(
      nightless
        ? ['dawn', 'day', 'day', 'dusk']
        : ['dawn', 'dawn', 'day', 'day', 'day', 'dusk', 'night'],
    )
  const colours = palette(time, random)
  const snowy =
    spec.snow ??
    (['summit', 'ski', 'camp', 'temple'].includes(spec.kind) ||
      (!['bridge', 'glider'].includes(spec.kind) && random.next() < 0.6))
  const id = `g${hashSeed(spec.seed).toString(36)}`
  const title = `Illustration: ${spec.subject}, ${KIND_PHRASES[spec.kind]} ${TIME_PHRASES[time]}`

  let body = `<rect width="${width}" height="${height}" fill="url(#${id})"/>`

  // Sun or moon, low for dawn and dusk, high by day and night.
  const orbX = r(random.between(0.15, 0.85) * width)
  const orbY = r(
    time === 'dawn' || time === 'dusk'
      ? height * random.between(0.36, 0.46)
      : height * random.between(0.12, 0.24),
  )
  const orbR = time === 'night' ? 34 : r(random.between(40, 60))
  if (time === 'night') body += stars(random, width, height)
  body += `<circle cx="${orbX}" cy="${orbY}" r="${orbR * 2}" fill="${hex(colours.orb)}" opacity=".18"/><circle cx="${orbX}" cy="${orbY}" r="${orbR}" fill="${hex(colours.orb)}"/>`

  // Ridges from far to near; the last one is the ground for the motif.
  const layers = spec.width && spec.width > 1200 ? 5 : 4
  const ridges: Point[][] = []
  for (let index = 0; index < layers; index++) {
    const t = index / (layers - 1)
    const base = height * (0.5 + 0.11 * index * (4 / layers))
    const amplitude = height * (0.3 - 0.22 * t)
    const count = r(random.between(8, 12) - 4 * t)
    const points = ridge(random, width, base, amplitude, count)
    ridges.push(points)
    body += `<path d="${ridgePath(points, width, height)}" fill="${hex(mix(colours.far, colours.near, t))}"/>`
    if (snowy && index < 2)
      body += `<path d="${snowCaps(points, random)}" fill="${hex(colours.snow)}" opacity="${index === 0 ? 0.9 : 0.8}"/>`
    if (spec.kind === 'summit' && index === 1) {
      const peak = points.reduce((best, point) => (point[1] < best[1] ? point : best))
      body += `<path d="M${peak[0]} ${peak[1]}v-70l50 15-50 15" fill="#e74c3c" stroke="#333" stroke-width="4"/>`
    }
  }
  const ground = ridges[ridges.length - 1] ?? []
  const groundTop = Math.min(...ground.map((point) => point[1]))
  const water = hex([colours.skyTop[0], 45, Math.min(80, colours.skyTop[2] + 30)])

  switch (spec.kind) {
    case 'temple': {
      const x = r(random.between(0.3, 0.55) * width)
      body += temple(
        x,
        r(groundAt(ground, x + 45)) + 20,
        random.between(1.05, 1.25),
        spec.templeStyle ?? 'stone',
        time,
      )
      break
    }
    case 'camp':
      body += tents(random, ground, width, time)
      break
    case 'lake': {
      const cx = r(random.between(0.35, 0.65) * width)
      const cy = r(height - (height - groundTop) * 0.45)
      body += `<ellipse cx="${cx}" cy="${cy}" rx="${r(width * 0.3)}" ry="${r((height - groundTop) * 0.28)}" fill="${water}"/><path d="M${cx - 160} ${cy}h90m40 12h120m-60-26h90" stroke="#fff" stroke-width="3" opacity=".5"/>`
      break
    }
    case 'river':
      body += river(width, height, r(groundTop - 20), water)
      break
    case 'meadow':
      body += flowers(random, ground, width, height)
      break
    case 'monastery': {
      const x = r(random.between(0.35, 0.6) * width)
      body += monastery(x, r(groundAt(ground, x + 90)) + 14, id)
      break
    }
    case 'village':
      body += houses(random, ground, width)
      break
    case 'bridge': {
      const y = r(groundTop + 30)
      body += river(width, height, y, water)
      body += `<path d="M${r(width * 0.22)} ${y + 40}Q${r(width / 2)} ${y + 150} ${r(width * 0.78)} ${y + 40}M${r(width * 0.22)} ${y - 20}Q${r(width / 2)} ${y + 80} ${r(width * 0.78)} ${y - 20}" fill="none" stroke="#5b3a1e" stroke-width="14"/>`
      body += `<path d="M${r(width * 0.35)} ${y + 28}v52M${r(width / 2)} ${y + 30}v65M${r(width * 0.65)} ${y + 28}v52" stroke="#6e4a2a" stroke-width="5"/>`
      break
    }
    case 'ski': {
      body += `<path d="M0 ${height}L0 ${r(groundTop + 40)}Q${r(width * 0.5)} ${r(groundTop - 10)} ${width} ${r(groundTop + 80)}V${height}Z" fill="#f4f7fb"/>`
      body += `<path d="M${r(width * 0.1)} ${height - 40}L${r(width * 0.9)} ${r(groundTop - 20)}" stroke="#34495e" stroke-width="3"/>`
      for (let index = 1; index <= 4; index++) {
        const x = r(width * (0.1 + 0.16 * index))
        const y = r(height - 40 - ((height - 20 - groundTop) * 0.16 * index) / 0.8)
        body += `<path d="M${x} ${y}v26h-14v10h22" fill="none" stroke="#c0392b" stroke-width="4"/>`
      }
      body += `<path d="M${r(width * 0.55)} ${height}q60-80 -20-150t40-120" fill="none" stroke="#aab7c4" stroke-width="3"/>`
      break
    }
    case 'glider': {
      const x = r(random.between(0.3, 0.7) * width)
      const y = r(height * random.between(0.2, 0.3))
      const colour = random.pick(['#e74c3c', '#f1c40f', '#8e44ad', '#16a085'])
      body += `<path d="M${x - 110} ${y + 20}Q${x} ${y - 50} ${x + 110} ${y + 20}Q${x} ${y - 20} ${x - 110} ${y + 20}Z" fill="${colour}"/>`
      body += `<path d="M${x - 110} ${y + 20}L${x} ${y + 120}L${x + 110} ${y + 20}M${x - 40} ${y + 4}L${x} ${y + 120}L${x + 40} ${y + 4}" stroke="#333" stroke-width="1.5" fill="none"/><circle cx="${x}" cy="${y + 124}" r="8" fill="#222"/>`
      break
    }
    case 'summit':
    case 'plain':
      break
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}t">` +
    `<title id="${id}t">${escapeXml(title)}</title>` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(colours.skyTop)}"/><stop offset="1" stop-color="${hex(colours.skyBottom)}"/></linearGradient></defs>` +
    body +
    `</svg>\n`
  )
}

// ---------------------------------------------------------------- what to draw

/** Motifs for each package's card image and its two gallery images. */
const PACKAGE_KINDS: Record<string, [Kind, Kind, Kind]> = {
  'valley-of-flowers-trek': ['meadow', 'river', 'lake'],
  'kedarkantha-trek': ['camp', 'summit', 'lake'],
  'hampta-pass-trek': ['camp', 'river', 'lake'],
  'roopkund-trek': ['lake', 'camp', 'summit'],
  'brahmatal-trek': ['lake', 'camp', 'summit'],
  'har-ki-dun-trek': ['village', 'meadow', 'camp'],
  'kashmir-great-lakes-trek': ['lake', 'camp', 'meadow'],
  'tarsar-marsar-trek': ['lake', 'meadow', 'camp'],
  'goechala-trek': ['summit', 'camp', 'lake'],
  'dzongri-trek': ['summit', 'camp', 'village'],
  'dzukou-valley-trek': ['meadow', 'river', 'village'],
  'friendship-peak-expedition': ['summit', 'camp', 'plain'],
  'mount-kanamo-expedition': ['summit', 'village', 'camp'],
  'stok-kangri-expedition': ['summit', 'camp', 'monastery'],
  'kang-yatse-ii-expedition': ['summit', 'river', 'monastery'],
  'bhagirathi-ii-expedition': ['summit', 'camp', 'river'],
  'kedarnath-1-dham-yatra': ['temple', 'river', 'temple'],
  'badrinath-1-dham-yatra': ['temple', 'village', 'river'],
  'do-dham-yatra-kedarnath-badrinath': ['temple', 'river', 'temple'],
  'do-dham-yatra-yamunotri-gangotri': ['temple', 'river', 'temple'],
  'char-dham-yatra': ['temple', 'river', 'temple'],
  'panch-kedar-yatra': ['temple', 'meadow', 'summit'],
  'adi-kailash-om-parvat-yatra': ['temple', 'summit', 'lake'],
  'sikkim-monastery-trail': ['monastery', 'village', 'river'],
  'spiti-valley-backpacking': ['monastery', 'village', 'lake'],
  'kasol-kheerganga-backpacking': ['river', 'camp', 'village'],
  'meghalaya-living-root-bridges': ['bridge', 'river', 'village'],
  'tawang-sela-pass-backpacking': ['monastery', 'lake', 'summit'],
  'tungnath-chandrashila-weekend': ['temple', 'summit', 'camp'],
  'nag-tibba-weekend-trek': ['camp', 'summit', 'plain'],
  'triund-weekend-trek': ['camp', 'plain', 'village'],
  'kashmir-family-holiday': ['lake', 'meadow', 'river'],
  'shimla-manali-family-holiday': ['village', 'river', 'plain'],
  'sikkim-family-holiday': ['lake', 'meadow', 'monastery'],
  'rishikesh-rafting-and-bungee': ['river', 'camp', 'plain'],
  'auli-skiing-course': ['ski', 'summit', 'village'],
  'bir-billing-paragliding': ['glider', 'monastery', 'village'],
  'girls-only-jibhi-tirthan': ['village', 'lake', 'river'],
  'girls-only-kashmir-getaway': ['lake', 'meadow', 'river'],
  'corporate-offsite-rishikesh': ['camp', 'river', 'plain'],
  'corporate-offsite-manali': ['village', 'river', 'plain'],
}

const CATEGORY_KINDS: Record<string, [Kind, Kind, Kind]> = {
  treks: ['camp', 'summit', 'lake'],
  expeditions: ['summit', 'camp', 'plain'],
  'char-dham': ['temple', 'river', 'temple'],
  'spiritual-trips': ['temple', 'monastery', 'river'],
  'backpacking-trips': ['village', 'river', 'monastery'],
  'weekend-trips': ['camp', 'summit', 'plain'],
  'family-holidays': ['village', 'lake', 'river'],
  adventure: ['river', 'glider', 'ski'],
  'trippy-girls-only-trips': ['village', 'lake', 'meadow'],
  'corporate-trippy-space': ['camp', 'village', 'river'],
}

function templeStyleFor(slug: string): TempleStyle {
  if (slug.includes('badrinath')) return 'painted'
  if (slug.includes('yamunotri') || slug.includes('gangotri')) return 'white'
  return 'stone'
}

function packageSpecs(pkg: DemoPackage): ImageSpec[] {
  const kinds = PACKAGE_KINDS[pkg.slug] ??
    CATEGORY_KINDS[pkg.categorySlug] ?? ['plain', 'camp', 'river']
  const files = [pkg.image, ...pkg.gallery].filter((file) => file.startsWith('/images/trips/'))
  return [...new Set(files)].map((file) => {
    const variant = /-(\d)\.svg$/.exec(file)?.[1]
    const index = variant === '2' ? 1 : variant === '3' ? 2 : 0
    return {
      file,
      subject: pkg.name,
      kind: kinds[index] ?? 'plain',
      seed: file,
      templeStyle:
        index === 2 && pkg.slug.includes('kedarnath-badrinath')
          ? 'painted'
          : templeStyleFor(pkg.slug),
    }
  })
}

const DESTINATION_KINDS: Record<string, Kind> = {
  uttarakhand: 'temple',
  'himachal-pradesh': 'village',
  kashmir: 'lake',
  sikkim: 'monastery',
  northeast: 'bridge',
}

const BLOG_KINDS: Record<string, [Kind, TimeOfDay | undefined]> = {
  'preparing-for-your-first-himalayan-trek': ['camp', 'dawn'],
  'char-dham-yatra-2025-opening-dates': ['temple', 'day'],
  'what-to-pack-for-kedarkantha-in-winter': ['camp', 'night'],
  'valley-of-flowers-season-guide': ['meadow', 'day'],
}

function allSpecs(): ImageSpec[] {
  const {
    packages: demoPackages,
    destinations: demoDestinations,
    blogPosts: demoBlogPosts,
  } = readDemoCatalogue()
  const specs: ImageSpec[] = []
  specs.push({
    file: '/images/hero.svg',
    subject: 'A Himalayan panorama',
    kind: 'plain',
    seed: 'hero-dawn-panorama',
    width: 1600,
    height: 900,
    time: 'dawn',
    snow: true,
  })
  specs.push({
    file: '/images/default-trip.svg',
    subject: 'Trip image',
    kind: 'plain',
    seed: 'default-trip',
    time: 'day',
    snow: true,
  })
  const temples: [string, string, TempleStyle, TimeOfDay][] = [
    ['kedarnath', 'Kedarnath temple', 'stone', 'dawn'],
    ['badrinath', 'Badrinath temple', 'painted', 'day'],
    ['yamunotri', 'Yamunotri temple', 'white', 'dusk'],
    ['gangotri', 'Gangotri temple', 'white', 'day'],
  ]
  for (const [slug, subject, templeStyle, time] of temples) {
    specs.push({
      file: `/images/chardham/${slug}.svg`,
      subject,
      kind: 'temple',
      seed: `chardham-${slug}`,
      time,
      templeStyle,
      snow: true,
    })
  }
  for (const destination of demoDestinations) {
    specs.push({
      file: destination.image,
      subject: destination.name,
      kind: DESTINATION_KINDS[destination.slug] ?? 'plain',
      seed: destination.image,
    })
  }
  for (const post of demoBlogPosts) {
    const [kind, time] = BLOG_KINDS[post.slug] ?? ['plain', undefined]
    specs.push({ file: post.coverImage, subject: post.title, kind, seed: post.coverImage, time })
  }
  for (const pkg of demoPackages) specs.push(...packageSpecs(pkg))

  const seen = new Map<string, ImageSpec>()
  for (const spec of specs) if (!seen.has(spec.file)) seen.set(spec.file, spec)
  return [...seen.values()]
}

function main(): void {
  let largest = 0
  const specs = allSpecs()
  for (const spec of specs) {
    const svg = render(spec)
    const bytes = Buffer.byteLength(svg)
    if (bytes >= MAX_BYTES)
      throw new Error(`${spec.file} is ${bytes} bytes, over the ${MAX_BYTES} byte budget`)
    largest = Math.max(largest, bytes)
    const target = join(PUBLIC_DIR, spec.file.replace(/^\/+/, ''))
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, svg)
  }
  console.log(`Wrote ${specs.length} SVG images to ${PUBLIC_DIR} (largest ${largest} bytes).`)
}

main()
