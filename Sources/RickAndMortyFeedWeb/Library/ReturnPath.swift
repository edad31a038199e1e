/// Where a toggle's 303 may send the browser back to: a path of this site only. A toggle form
/// names its own page; anything else (an absolute or scheme-relative URL, a backslash that a
/// browser reads as a slash, control characters, a very long text) is refused, so the server
/// never redirects anyone to another site.
enum ReturnPath {
    static let maximumLength = 1_024

    static func validated(_ text: String) -> String? {
        guard text.utf8.count <= maximumLength, text.hasPrefix("/"), !text.hasPrefix("//"),
              text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && $0 != "\\" })
        else { return nil }
        return text
    }
}
