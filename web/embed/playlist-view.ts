import type { PlaybackMedia } from '../../contract/schemas/playback.ts'
import type { PlayerTexts } from './page-data.ts'

/**
 * A playlist's list of medias (the current one marked) and its previous and next buttons in
 * the control bar, labelled with the media they go to.
 */
export function playlistView(root: HTMLElement, texts: PlayerTexts, choose: (at: number) => void) {
  const list = root.querySelector('.playlist-items')
  const previous = root.querySelector<HTMLButtonElement>('.previous')
  const next = root.querySelector<HTMLButtonElement>('.next')

  const label = (button: HTMLButtonElement | null, word: string, media?: PlaybackMedia) => {
    if (!button) return
    button.hidden = !media
    if (media) button.setAttribute('aria-label', `${word} — ${media.name}`)
  }

  return {
    render(medias: PlaybackMedia[], index: number) {
      label(previous, texts.previous, medias[index - 1])
      label(next, texts.next, medias[index + 1])
      if (!list) return
      list.textContent = ''
      medias.forEach((media, at) => {
        const item = document.createElement('li')
        const button = document.createElement('button')
        button.type = 'button'
        button.textContent = media.name
        if (at === index) {
          button.setAttribute('aria-current', 'true')
          const now = document.createElement('span')
          now.className = 'visually-hidden'
          now.textContent = ` (${texts.nowPlaying})`
          button.append(now)
        }
        button.addEventListener('click', () => choose(at))
        item.append(button)
        list.append(item)
      })
    },
  }
}
