import { between, glow, hsl, round, sky, type Canvas } from './canvas.ts'

/** Motifs of light in the dark: out-of-focus lamps, stage beams, a projector. */

/** Warm out-of-focus lights, as behind a dish shot with an open lens. */
export function bokeh(canvas: Canvas): string {
  const { width: w, height: h, hue, random } = canvas
  let art = sky(canvas, 'bg', [hsl(hue + 10, 40, 14), hsl(hue, 45, 24), hsl(hue - 10, 35, 10)])
  art += glow(
    'lamp',
    { x: w * between(random, 0.2, 0.8), y: h * 0.35, r: w * 0.6 },
    hsl(hue + 20, 90, 70),
    0.5,
  )
  for (let i = 0; i < 26; i++) {
    const r = h * between(random, 0.03, 0.14)
    const colour = hsl(hue + between(random, -25, 35), 85, between(random, 60, 85))
    art += `<circle cx="${random.int(0, w)}" cy="${random.int(0, h)}" r="${round(r)}" fill="${colour}"
      fill-opacity="${between(random, 0.08, 0.3).toFixed(2)}" stroke="${colour}"
      stroke-opacity="0.25" stroke-width="${round(r * 0.06)}"/>`
  }
  return art
}

/** Two or three stage spotlights from above and a sound wave along the floor. */
export function stage(canvas: Canvas): string {
  const { width: w, height: h, hue, random } = canvas
  let art = sky(canvas, 'bg', [hsl(hue, 45, 8), hsl(hue + 20, 50, 18), hsl(hue - 20, 40, 10)])
  const spots = random.int(2, 3)
  for (let i = 0; i < spots; i++) {
    const x = w * ((i + 0.5) / spots) + between(random, -0.08, 0.08) * w
    const foot = x + between(random, -0.25, 0.25) * w
    art += `<linearGradient id="beam${i}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(hue + i * 40, 90, 85)}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${hsl(hue + i * 40, 90, 70)}" stop-opacity="0"/></linearGradient>
      <path d="M ${x - 8} 0 L ${x + 8} 0 L ${foot + w * 0.16} ${h} L ${foot - w * 0.16} ${h} Z"
        fill="url(#beam${i})"/>`
  }
  const bars = 56
  for (let i = 0; i < bars; i++) {
    const level = Math.abs(Math.sin(i * 0.35 + random.next())) * 0.6 + random.next() * 0.4
    const height = h * 0.22 * level
    const x = (w / bars) * i
    art += `<rect x="${round(x + 2)}" y="${round(h * 0.92 - height)}" width="${round(w / bars - 4)}"
      height="${round(height)}" rx="3" fill="${hsl(hue + (i / bars) * 60, 80, 65)}" fill-opacity="0.55"/>`
  }
  return art
}

/** A projector beam across a dark room, dust floating in its light. */
export function projector(canvas: Canvas): string {
  const { width: w, height: h, hue, random } = canvas
  const source = { x: w * (random.next() < 0.5 ? 0.05 : 0.95), y: h * 0.12 }
  let art = sky(canvas, 'bg', [hsl(hue, 50, 10), hsl(hue + 15, 45, 16), hsl(hue, 40, 6)])
  art += `<linearGradient id="beam" x1="${source.x / w}" y1="0" x2="${1 - source.x / w}" y2="1">
      <stop offset="0" stop-color="#fff4dc" stop-opacity="0.7"/>
      <stop offset="1" stop-color="#fff4dc" stop-opacity="0"/></linearGradient>
    <path d="M ${source.x} ${source.y} L ${w - source.x} ${h * 0.2} L ${w - source.x} ${h * 0.7} Z"
      fill="url(#beam)"/>`
  art += glow('lens', { ...source, r: h * 0.25 }, '#fff4dc', 0.9)
  for (let i = 0; i < 60; i++) {
    art += `<circle cx="${random.int(0, w)}" cy="${random.int(0, h)}" r="${round(between(random, 0.5, 2))}"
      fill="#fff" fill-opacity="${between(random, 0.1, 0.5).toFixed(2)}"/>`
  }
  const rows = [0.78, 0.88]
  for (const row of rows) {
    for (let x = -20; x < w + 40; x += h * 0.09) {
      art += `<ellipse cx="${round(x + (row > 0.8 ? h * 0.045 : 0))}" cy="${h * row}" rx="${h * 0.04}"
        ry="${h * 0.06}" fill="${hsl(hue, 30, 4)}"/>`
    }
    art += `<rect y="${h * row}" width="${w}" height="${h}" fill="${hsl(hue, 30, 4)}"/>`
  }
  return art
}

/** Abstract soft light: colour blobs melting into one another, for pictures of no category. */
export function aurora(canvas: Canvas): string {
  const { width: w, height: h, hue, random } = canvas
  let art = sky(canvas, 'bg', [hsl(hue + 10, 45, 16), hsl(hue - 10, 50, 26)])
  for (let i = 0; i < 6; i++) {
    const at = {
      x: w * random.next(),
      y: h * random.next(),
      r: Math.max(w, h) * between(random, 0.25, 0.5),
    }
    art += glow(`blob${i}`, at, hsl(hue + between(random, -40, 60), 90, 60), 0.75)
  }
  for (let i = 0; i < 3; i++) {
    const y = h * between(random, 0.2, 0.8)
    art += `<path d="M 0 ${round(y)} C ${w * 0.3} ${round(y - h * 0.3)}, ${w * 0.6} ${round(y + h * 0.3)}, ${w} ${round(y - h * 0.1)}"
      fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="${round(h * between(random, 0.01, 0.05))}"/>`
  }
  return art
}
