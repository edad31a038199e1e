import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import RickAndMortyFeedWeb
import Testing
import TestSupport

/// Memory freed after a burst goes back to the system, where glibc would keep it in its arenas.
@Suite(.serialized)
struct MemoryReturnServiceTests {
    #if canImport(Glibc)
    // A sanitizer's runtime allocates through its own allocator, which `malloc_trim` cannot reach.
    @Test(.disabled(if: Sanitizer.any, "a sanitizer's allocator is not glibc's"))
    func giveBack_returnsPagesFreedBelowAnAllocationStillInUse() throws {
        // 64 MiB in 4 KiB blocks, written so they are resident, then all freed but the last one,
        // which keeps the freed space below it from being trimmed on its own.
        let count = 16_384
        var blocks: [UnsafeMutableRawPointer] = []
        blocks.reserveCapacity(count)
        for _ in 0..<count {
            let block = try #require(malloc(4_096))
            memset(block, 0xAB, 4_096)
            blocks.append(block)
        }
        // Measured while all are in use: on a thread whose blocks come from one of glibc's
        // secondary arenas, `free` may already hand back a heap it empties, before `giveBack`.
        let inUse = try #require(MemoryReturnService.residentBytes())
        let pinned = blocks.removeLast()
        defer { free(pinned) }
        for block in blocks { free(block) }
        let freedButKept = try #require(MemoryReturnService.residentBytes())
        MemoryReturnService.giveBack()
        let afterward = try #require(MemoryReturnService.residentBytes())
        #expect(inUse - afterward > 32 * 1024 * 1024, "resident \(inUse) → \(freedButKept) freed → \(afterward) bytes")
    }
    #endif

    @Test(.timeLimit(.minutes(1))) func run_endsWhenItsTaskIsCancelled() async {
        let task = Task { try? await MemoryReturnService(interval: .milliseconds(10), threshold: 0).run() }
        try? await Task.sleep(for: .milliseconds(50))
        task.cancel()
        await task.value
    }
}
