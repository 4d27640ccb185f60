import { publishFromHere } from './stamped-stream.ts'

/** `node --import tsx bench/live/publisher.ts <rtmp url>`: the stamped publisher, alone. */
const url = process.argv[2]
if (!url) throw new Error('usage: publisher.ts rtmp://host:port/live/<key>')
const ffmpeg = publishFromHere(url)
ffmpeg.on('exit', (code) => process.exit(code ?? 1))
