import qrcode from 'qrcode-generator'
import { useMemo } from 'react'

/** Quiet zone around the code, in modules (ISO/IEC 18004 asks for 4). */
const MARGIN = 4

/**
 * A QR code of `address` as one SVG path, black on white whatever the site's theme (phones read
 * dark on light), drawn at the size its container gives it.
 */
export function QrCode({ address, label, size }: { address: string; label: string; size: string }) {
  const { path, modules } = useMemo(() => {
    const qr = qrcode(0, 'M')
    qr.addData(address)
    qr.make()
    const count = qr.getModuleCount()
    let d = ''
    for (let row = 0; row < count; row++) {
      for (let column = 0; column < count; column++) {
        if (qr.isDark(row, column)) d += `M${column + MARGIN} ${row + MARGIN}h1v1h-1z`
      }
    }
    return { path: d, modules: count + 2 * MARGIN }
  }, [address])
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#fff', borderRadius: 8 }}
    >
      <path d={path} fill="#000" />
    </svg>
  )
}
