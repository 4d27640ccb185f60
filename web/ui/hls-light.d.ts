/** hls.js's light build (no subtitles, no DRM, no alternate audio) has the full build's types. */
declare module 'hls.js/light' {
  import Hls from 'hls.js'
  export default Hls
}
