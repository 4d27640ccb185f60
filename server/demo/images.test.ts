import { describe, expect, it } from 'vitest'
import { LANDSCAPE, PORTRAIT, svgOf, type DemoImage } from './images.ts'
import { buildDemoSites } from './sites.ts'
import type { Config } from '../config.ts'

const sites = buildDemoSites(
  { publicUrl: 'http://localhost:3000', secretKey: 'demo-images-test-secret' } as Config,
  new Date(),
)
const pictures = sites
  .flatMap((site) => [...site.images, ...site.catalogue.images, ...site.homePage.images])
  .filter((image) => (image.style ?? 'picture') === 'picture')

const card: DemoImage = {
  path: 'demo/main/media/card.jpg',
  ...LANDSCAPE,
  title: 'Le Peuple des récifs',
  subtitle: 'Documentaires',
  hue: 150,
}

describe('the demo pictures', () => {
  it('write no words on a card, a banner or a poster: the page writes the titles', () => {
    expect(pictures.length).toBeGreaterThan(100)
    for (const picture of pictures) {
      const svg = svgOf(picture)
      expect(svg, picture.path).not.toMatch(/<text|<tspan/)
      expect(svg, picture.path).not.toContain(picture.title)
    }
    expect(svgOf({ ...card, ...PORTRAIT })).not.toMatch(/<text/)
  })

  it('show the motif of their category, drawn differently for every picture', () => {
    expect(new Set(pictures.map((picture) => picture.motif)).size).toBeGreaterThanOrEqual(10)
    const other = { ...card, path: 'demo/main/media/other.jpg' }
    expect(svgOf(card)).toBe(svgOf({ ...card }))
    expect(svgOf(card)).not.toBe(svgOf(other))
  })

  it('keep the initials on an icon and the name on a logo', () => {
    expect(svgOf({ ...card, style: 'icon' })).toContain('>PD</text>')
    expect(svgOf({ ...card, title: 'Vitrine', style: 'logo' })).toContain('>Vitrine</text>')
  })
})
