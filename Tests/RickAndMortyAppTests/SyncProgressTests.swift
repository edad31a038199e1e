import RickAndMortyApp
import Testing

/// The progress bar of `rmfeed sync`: it only ever moves forward, pages first, then images.
@Suite struct SyncProgressTests {
    @Test func fraction_withoutImages_isThePagesDone() {
        #expect(SyncProgress(pagesDone: 21, totalPages: 42).fraction == 0.5)
    }

    @Test func fraction_withImages_neverGoesBackWhenTheImagesBecomeKnown() {
        var progress = SyncProgress(pagesDone: 0, totalPages: 42, includesImages: true)
        var seen: [Double] = []
        for _ in 1...42 {
            progress.pagesDone += 1
            seen.append(progress.fraction)
        }
        progress.totalImages = 826
        seen.append(progress.fraction)
        for _ in 1...826 {
            progress.imagesDone += 1
            seen.append(progress.fraction)
        }

        #expect(seen == seen.sorted())
        #expect(seen.last == 1)
        #expect(seen[41] > 0 && seen[41] < 0.5, "the pages are a small part of a sync with images")
    }
}
