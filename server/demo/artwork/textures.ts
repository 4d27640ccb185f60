import { between, glow, hsl, round, sky, type Canvas } from './canvas.ts'

/** Motifs of matter seen close up: wood grain, ripples in the ground, a planet and its orbits. */

/** Planed wood: wavy grain lines bending around a knot, lit from one side of the bench. */
export function wood(canvas: Canvas): string {
  const { width: w, height: h, hue, random } = canvas
  const knot = { x: w * between(random, 0.25, 0.75), y: h * between(random, 0.3, 0.7) }
  let art = sky(canvas, 'bg', [hsl(hue + 5, 45, 42), hsl(hue, 50, 30), hsl(hue - 5, 45, 22)])
  for (let i = 0; i < 34; i++) {
    const y = (h / 30) * i - h * 0.05
    const bend = (h * 0.9) / (1 + Math.abs(y - knot.y) / (h * 0.08))
    const side = y < knot.y ? -1 : 1
    const d = `M ${-20} ${round(y)} C ${round(knot.x - w * 0.3)} ${round(y)}, ${round(knot.x - w * 0.1)}
      ${round(y + (side * bend) / 6)}, ${round(knot.x)} ${round(y + (side * bend) / 6)} S ${round(knot.x + w * 0.3)}
      ${round(y)}, ${w + 20} ${round(y + between(random, -6, 6))}`
    art += `<path d="${d}" fill="none" stroke="${hsl(hue - 5, 55, between(random, 14, 34))}"
      stroke-opacity="0.55" stroke-width="${round(between(random, 1, 5))}"/>`
  }
  for (let r = 1; r <= 4; r++) {
    art += `<ellipse cx="${knot.x}" cy="${knot.y}" rx="${r * w * 0.012}" ry="${r * h * 0.01}"
      fill="none" stroke="${hsl(hue - 10, 60, 16)}" stroke-opacity="0.6" stroke-width="2"/>`
  }
  art += glow('lamp', { x: w * 0.1, y: h * 0.05, r: w * 0.8 }, hsl(hue + 15, 90, 80), 0.45)
  return art
}

/** Rings spreading in dark ground from a find that glints: the detector's signal. */
export function ripples(canvas: Canvas): string {
  const { width: w, height: h, hue, random } = canvas
  const find = { x: w * between(random, 0.3, 0.7), y: h * between(random, 0.45, 0.7) }
  let art = sky(canvas, 'bg', [
    hsl(hue + 180, 25, 14),
    hsl(hue - 10, 30, 22),
    hsl(hue - 20, 35, 12),
  ])
  for (let i = 0; i < 90; i++) {
    art += `<ellipse cx="${random.int(0, w)}" cy="${random.int(0, h)}" rx="${round(between(random, 2, 10))}"
      ry="${round(between(random, 1, 5))}" fill="${hsl(hue - 10, 25, between(random, 8, 30))}"
      fill-opacity="0.6"/>`
  }
  for (let ring = 1; ring <= 9; ring++) {
    art += `<ellipse cx="${find.x}" cy="${find.y}" rx="${ring * w * 0.06}" ry="${ring * h * 0.045}"
      fill="none" stroke="${hsl(hue + 10, 90, 70)}" stroke-opacity="${round(0.6 / ring)}"
      stroke-width="${round(4 - ring * 0.3)}"/>`
  }
  art += glow('find', { ...find, r: h * 0.25 }, hsl(hue + 15, 100, 75), 0.9)
  art += `<circle cx="${find.x}" cy="${find.y}" r="${h * 0.02}" fill="${hsl(hue + 15, 100, 88)}"/>`
  return art
}

/** Deep space: stars, a ringed planet lit from one side, thin orbits around it. */
export function orbits(canvas: Canvas): string {
  const { width: w, height: h, hue, random } = canvas
  const planet = {
    x: w * between(random, 0.55, 0.8),
    y: h * between(random, 0.35, 0.65),
    r: h * 0.2,
  }
  let art = sky(canvas, 'bg', [hsl(hue + 20, 45, 6), hsl(hue, 45, 14), hsl(hue - 30, 40, 8)])
  art += glow('nebula', { x: w * 0.25, y: h * 0.4, r: w * 0.5 }, hsl(hue - 30, 80, 55), 0.35)
  for (let i = 0; i < 120; i++) {
    art += `<circle cx="${random.int(0, w)}" cy="${random.int(0, h)}" r="${round(between(random, 0.4, 1.8))}"
      fill="#fff" fill-opacity="${between(random, 0.2, 0.9).toFixed(2)}"/>`
  }
  for (let i = 1; i <= 3; i++) {
    art += `<ellipse cx="${planet.x}" cy="${planet.y}" rx="${planet.r * (1.6 + i * 0.9)}"
      ry="${planet.r * (0.45 + i * 0.25)}" fill="none" stroke="#fff" stroke-opacity="0.14"
      transform="rotate(-14 ${planet.x} ${planet.y})"/>`
  }
  art += `<radialGradient id="planet" cx="0.35" cy="0.3" r="0.8">
      <stop offset="0" stop-color="${hsl(hue + 30, 80, 72)}"/>
      <stop offset="0.6" stop-color="${hsl(hue, 60, 35)}"/>
      <stop offset="1" stop-color="${hsl(hue - 20, 50, 10)}"/></radialGradient>
    <circle cx="${planet.x}" cy="${planet.y}" r="${planet.r}" fill="url(#planet)"/>
    <ellipse cx="${planet.x}" cy="${planet.y}" rx="${planet.r * 1.7}" ry="${planet.r * 0.32}"
      fill="none" stroke="${hsl(hue + 40, 70, 80)}" stroke-opacity="0.6"
      stroke-width="${round(planet.r * 0.08)}" transform="rotate(-14 ${planet.x} ${planet.y})"/>`
  return art
}
