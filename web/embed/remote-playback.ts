/**
 * The "play on another device" button (issue 48 part 4): the Remote Playback API, which Safari
 * answers with AirPlay and Chrome with the casting it offers. The button shows only while the
 * browser finds a device for what the video plays (none for hls.js's stream in Chrome: it then
 * stays hidden), and says when the video plays over there.
 */
export function remotePlayback(video: HTMLVideoElement, button: HTMLButtonElement | null) {
  const remote = (video as HTMLVideoElement & { remote?: RemotePlayback }).remote
  if (!remote || !button) return { watch: () => {} }
  button.addEventListener('click', () => void remote.prompt().catch(() => {}))
  const pressed = () => button.setAttribute('aria-pressed', String(remote.state !== 'disconnected'))
  for (const event of ['connecting', 'connect', 'disconnect'])
    remote.addEventListener(event, pressed)
  pressed()

  return {
    /** Asks again for devices, after the video's source changed (another media, another way). */
    watch() {
      void remote
        .cancelWatchAvailability()
        .catch(() => {})
        .then(() => remote.watchAvailability((available) => (button.hidden = !available)))
        // The browser cannot send this source anywhere (a MediaSource in Chrome): no button.
        .catch(() => (button.hidden = true))
    },
  }
}
