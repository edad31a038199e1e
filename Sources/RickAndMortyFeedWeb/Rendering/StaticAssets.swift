import Foundation

/// The page's CSS, JavaScript and icon, read once from the bundle and served from memory under
/// versioned URLs (`/static/app.css?v=…`), so browsers may keep them for a year.
struct StaticAssets: Sendable {
    struct Asset: Sendable {
        let bytes: [UInt8]
        let contentType: String
        let entityTag: String
    }

    private static let contentTypes = [
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "svg": "image/svg+xml",
    ]

    private let assets: [String: Asset]

    init(assets: [String: Asset]) {
        self.assets = assets
    }

    /// Every file of the bundle's `Public` folder whose kind is known.
    static func load(from folder: URL) throws -> StaticAssets {
        var assets: [String: Asset] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            guard let type = contentTypes[(name as NSString).pathExtension] else { continue }
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            assets[name] = Asset(bytes: bytes, contentType: type, entityTag: EntityTag.of(bytes))
        }
        return StaticAssets(assets: assets)
    }

    func asset(named name: String) -> Asset? {
        assets[name]
    }

    /// `/static/NAME?v=TAG`: a new URL whenever the file changes.
    func versionedPath(_ name: String) -> String {
        let version = assets[name]?.entityTag.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) ?? "0"
        return "/static/\(name)?v=\(version)"
    }
}
