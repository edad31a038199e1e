import Foundation

extension FeedLocalization {
    /// The best language for an HTTP `Accept-Language` header (`es-MX,es;q=0.9,en;q=0.5`):
    /// higher `q` first, header order between equals, `q=0` and `*` ignored.
    public static func negotiate(acceptLanguage header: String?) -> FeedLocalization {
        guard let header else { return .english }
        let ranked = header.split(separator: ",").enumerated().compactMap { index, part -> (tag: String, q: Double, index: Int)? in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first, !tag.isEmpty, tag != "*" else { return nil }
            let q = pieces.dropFirst()
                .first { $0.hasPrefix("q=") }
                .flatMap { Double($0.dropFirst(2)) } ?? 1
            return q > 0 ? (tag, q, index) : nil
        }
        .sorted { $0.q != $1.q ? $0.q > $1.q : $0.index < $1.index }
        return preferred(ranked.map(\.tag))
    }

    /// The language of a terminal's locale: `LC_ALL`, then `LC_MESSAGES`, then `LANG`
    /// (`es_ES.UTF-8` → `es`; `C` and `POSIX` are English).
    public static func forEnvironment(_ environment: [String: String]) -> FeedLocalization {
        let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty } ?? ""
        let tag = value.split(separator: ".").first.map(String.init) ?? ""
        let withoutModifier = tag.split(separator: "@").first.map(String.init) ?? ""
        return ["C", "POSIX", ""].contains(withoutModifier) ? .english : preferred([withoutModifier])
    }
}
