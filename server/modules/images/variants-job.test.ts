import { describe, expect, it } from 'vitest'
import { subjectOf } from './variants-job.ts'

describe("a thumbnail's failed job, as staff read it", () => {
  it('names the picture by what staff call it', () => {
    const target = { websiteUid: 'w', owner: 'media' as const, uid: 'Xq3' }
    expect(subjectOf({ ...target, name: 'Potager en hiver.mp4' })).toBe(
      'media: Potager en hiver.mp4',
    )
    // A job queued before names were given keeps its uid.
    expect(subjectOf(target)).toBe('media Xq3')
  })
})
