/// Which avatar each character has. The rules are fixed and public so end-to-end tests can
/// pick ids for each case the real API presents:
///
/// - most avatars are 300×300 JPEG;
/// - every 7th id (7, 14, 21, …) is a PNG served behind the `.jpeg` name;
/// - every 50th id is not 300×300: odd multiples of 50 (50, 150, …) are 200×300 (width × height),
///   even ones (100, 200, …) are 150×150;
/// - id 19 has no avatar: 404 with a JSON body.
///
/// Every avatar is served with `Content-Type: image/jpeg`, whatever its bytes, because the real API does that too.
public enum StubAvatars {
    /// The ids whose avatar is missing.
    public static let missingIDs: Set<Int> = [19]

    /// What an avatar is made of.
    public enum Format: String, Sendable {
        case jpeg, png
    }

    /// An avatar's format and size, or `nil` when the id has no avatar (missing or unknown).
    public struct Kind: Sendable, Equatable {
        public let format: Format
        public let width: Int
        public let height: Int

        public init(format: Format, width: Int, height: Int) {
            self.format = format
            self.width = width
            self.height = height
        }
    }

    public static func kind(id: Int) -> Kind? {
        guard (1...StubDataSet.characterCount).contains(id), !missingIDs.contains(id) else { return nil }
        let format: Format = id % 7 == 0 ? .png : .jpeg
        guard id % 50 == 0 else { return Kind(format: format, width: 300, height: 300) }
        return (id / 50) % 2 == 1
            ? Kind(format: format, width: 200, height: 300)
            : Kind(format: format, width: 150, height: 150)
    }

    /// The avatar's bytes, generated (deterministically) on each call; see `AvatarCache` for reuse.
    public static func bytes(id: Int) -> [UInt8]? {
        guard let kind = kind(id: id) else { return nil }
        let image = AvatarPainter.paint(id: id, width: kind.width, height: kind.height)
        switch kind.format {
        case .jpeg: return JPEGEncoder.encode(image)
        case .png: return PNGEncoder.encode(image)
        }
    }
}
