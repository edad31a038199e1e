import Hummingbird

extension RequestBody {
    /// Reads what is left of the body, if anything, up to the request's end. Called first inside
    /// `consumeWithCancellationOnInboundClose`, it keeps Hummingbird 2.28.1 from trapping when the
    /// wait ends before its connection watcher has read the request's end (docs/ARCHITECTURE.md,
    /// "Character images").
    func readToItsEnd() async throws {
        for try await _ in self {}
    }
}
