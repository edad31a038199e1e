import Foundation

/// Where a store keeps image bytes: in the database as blobs, or as files beside it named by
/// their content's SHA-256 (see docs/ARCHITECTURE.md, "The cache").
///
/// Both exist while they are measured against each other (BENCHMARKS.md); `selected` is the one
/// place that chooses, from `RMFEED_IMAGE_LAYOUT` (`blobs` or `files`).
public enum ImageLayout: String, CaseIterable, Sendable {
    case blobs, files

    public static var selected: ImageLayout {
        ProcessInfo.processInfo.environment["RMFEED_IMAGE_LAYOUT"].flatMap(ImageLayout.init(rawValue:)) ?? .blobs
    }
}
