import { between, glow, groundPath, hsl, sky, type Canvas } from './canvas.ts'

/** Motifs of open country: layers fade into the haze the farther they are, as in a photograph. */

/** A mountain skyline: sharp peaks from folded sines, the same for a given random. */
function skyline(canvas: Canvas, baseline: number, amplitude: number): [number, number][] {
  const { width, random } = canvas
  const waves = [1, 2.3, 5.1].map((f) => ({
    f: f * between(random, 0.8, 1.3),
    p: random.next() * 6,
  }))
  const points: [number, number][] = []
  for (let i = 0; i <= 48; i++) {
    const x = (width * i) / 48
    const t = (x / width) * Math.PI * 2
    const [a, b, c] = waves.map((w) => 1 - Math.abs(Math.sin(w.f * t + w.p)))
    const height = 0.55 * (a ?? 0) + 0.3 * (b ?? 0) + 0.15 * (c ?? 0)
    points.push([x, baseline - amplitude * height + between(random, -2, 2)])
  }
  return points
}

/** Layered ridges under a low sun; `snow` caps the peaks white (the Swiss Alps). */
export function ridges(canvas: Canvas, snow = false): string {
  const { width: w, height: h, hue, random } = canvas
  const layers = 4
  const sun = { x: w * between(random, 0.2, 0.8), y: h * between(random, 0.22, 0.38), r: h * 0.7 }
  let art = sky(canvas, 'sky', [
    hsl(hue + 20, 45, 22),
    hsl(hue - 15, 55, 55),
    hsl(hue - 30, 70, 78),
  ])
  art += glow('sun', sun, hsl(hue - 35, 90, 88), 0.85)
  for (let i = 0; i < layers; i++) {
    const depth = i / (layers - 1)
    const points = skyline(canvas, h * (0.5 + depth * 0.2), h * (0.42 - depth * 0.12))
    const path = groundPath(canvas, points)
    art += `<path d="${path}" fill="${hsl(hue + 10, 35 + depth * 15, 62 - depth * 50)}"/>`
    if (snow && i < 2) art += snowCap(canvas, path, points, i)
  }
  art += `<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.4" stop-color="${hsl(hue - 20, 50, 85)}" stop-opacity="0"/>
      <stop offset="1" stop-color="${hsl(hue - 20, 50, 85)}" stop-opacity="0.18"/></linearGradient>
    <rect width="${w}" height="${h}" fill="url(#haze)"/>`
  return art
}

function snowCap(canvas: Canvas, path: string, points: [number, number][], layer: number): string {
  const top = Math.min(...points.map(([, y]) => y))
  const line = top + canvas.height * 0.09
  const jagged = points.map(([x], i) => `${x} ${line + (i % 2 ? 8 : -6)}`).join(' L ')
  return `<clipPath id="peak${layer}"><path d="${path}"/></clipPath>
    <path clip-path="url(#peak${layer})" fill="#f7f7fb" fill-opacity="0.9"
      d="M 0 0 L ${canvas.width} 0 L ${jagged.split(' L ').reverse().join(' L ')} Z"/>`
}

/** Sea and sunset: a sun on the horizon and bands of swell catching its light. */
export function waves(canvas: Canvas): string {
  const { width: w, height: h, hue, random } = canvas
  const horizon = h * between(random, 0.42, 0.55)
  const sun = { x: w * between(random, 0.25, 0.75), y: horizon, r: h * 0.55 }
  let art = sky(canvas, 'sky', [
    hsl(hue + 30, 50, 20),
    hsl(hue - 40, 75, 62),
    hsl(hue - 70, 90, 80),
  ])
  art += glow('sun', sun, hsl(hue - 80, 100, 92), 0.95)
  art += `<circle cx="${sun.x}" cy="${horizon}" r="${h * 0.07}" fill="${hsl(hue - 80, 100, 94)}"/>`
  for (let band = 0; band < 7; band++) {
    const y = horizon + (h - horizon) * (band / 7) ** 1.4
    const amplitude = 2 + band * 3
    const length = w / (3 + random.int(0, 3))
    const phase = random.next() * length
    const points: [number, number][] = []
    for (let x = 0; x <= w + 20; x += 20) {
      points.push([x, y + amplitude * Math.sin(((x + phase) / length) * Math.PI * 2)])
    }
    art += `<path d="${groundPath(canvas, points)}" fill="${hsl(hue + 10, 55, 38 - band * 4)}"
      fill-opacity="${0.75 + band * 0.03}"/>`
  }
  art += `<ellipse cx="${sun.x}" cy="${horizon + h * 0.18}" rx="${h * 0.05}" ry="${h * 0.2}"
    fill="${hsl(hue - 80, 100, 90)}" fill-opacity="0.25"/>`
  return art
}

/** Rolling pastel hills under a big moon and a few stars: a bedtime picture. */
export function hills(canvas: Canvas): string {
  const { width: w, height: h, hue, random } = canvas
  let art = sky(canvas, 'sky', [
    hsl(hue + 150, 40, 18),
    hsl(hue + 170, 45, 38),
    hsl(hue + 20, 45, 70),
  ])
  for (let i = 0; i < 40; i++) {
    const r = between(random, 0.6, 2.2)
    art += `<circle cx="${random.int(0, w)}" cy="${random.int(0, Math.round(h * 0.5))}" r="${r}"
      fill="#fff" fill-opacity="${between(random, 0.3, 0.9).toFixed(2)}"/>`
  }
  const moon = { x: w * between(random, 0.6, 0.85), y: h * 0.25, r: h * 0.45 }
  art += glow('moon', moon, '#fff8e0', 0.5)
  art += `<circle cx="${moon.x}" cy="${moon.y}" r="${h * 0.09}" fill="#fff6d8"/>`
  for (let i = 0; i < 4; i++) {
    const y = h * (0.55 + i * 0.12)
    const crest = h * between(random, 0.08, 0.16)
    const shift = between(random, -0.3, 0.3) * w
    const d = `M 0 ${y} C ${w * 0.25 + shift} ${y - crest * 2}, ${w * 0.6 + shift} ${y + crest},
      ${w} ${y - crest} L ${w} ${h} L 0 ${h} Z`
    art += `<path d="${d}" fill="${hsl(hue + i * 8, 40 + i * 5, 55 - i * 11)}"/>`
  }
  return art
}

/** Old film: furrowed fields to the horizon in sepia, with the scratches of a worn print. */
export function fields(canvas: Canvas): string {
  const { width: w, height: h, random } = canvas
  const horizon = h * between(random, 0.35, 0.5)
  const vanish = w * between(random, 0.3, 0.7)
  let art = sky(canvas, 'sky', ['#3b2f22', '#a88d66', '#e6d3ae'])
  art += glow('sun', { x: vanish, y: horizon, r: h * 0.6 }, '#fff3d6', 0.7)
  art += `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="#6b5539"/>`
  for (let i = -12; i <= 12; i++) {
    const x = vanish + i * w * 0.18
    art += `<path d="M ${vanish} ${horizon} L ${x - 6} ${h} L ${x + 6} ${h} Z"
      fill="${i % 2 ? '#4a3a26' : '#8c7150'}" fill-opacity="0.6"/>`
  }
  for (let i = 0; i < 6; i++) {
    const x = random.int(0, w)
    art += `<rect x="${x}" width="${between(random, 0.6, 1.6)}" height="${h}" fill="#f4e9d2"
      fill-opacity="${between(random, 0.15, 0.4).toFixed(2)}"/>`
  }
  return art
}
