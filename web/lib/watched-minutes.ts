/** "12 min sur 45": whole minutes watched (rounded down), and minutes in all (at least one). */
export function watchedMinutes(position: number, duration: number) {
  return {
    watched: Math.floor(position / 60),
    total: Math.max(1, Math.round(duration / 60)),
  }
}
