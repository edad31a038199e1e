/// A column that holds a list of ids (a character's episodes, an episode's cast, a location's
/// residents) as JSON text, `[1,2,3]`: the text GRDB's record encoder writes for an `[Int]`,
/// which the mirror and older versions read. Written here without a `JSONEncoder` per row (a
/// sync saves about a thousand); read back through the records' `Decodable` conformance.
enum IDListColumn {
    static func text(_ ids: [Int]) -> String {
        "[" + ids.map(String.init).joined(separator: ",") + "]"
    }
}
