/// The check of a toggle's token against the installation's: in time that does not depend on
/// where they differ, so a page cannot learn the token a byte at a time.
enum CSRFToken {
    static func matches(_ given: String?, _ expected: String) -> Bool {
        guard let given, !expected.isEmpty else { return false }
        let a = Array(given.utf8), b = Array(expected.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
