/// What `/{resource}/{ids}` asks for, parsed the way the real API reads the path segment.
///
/// - `42` is one id; a segment that is not a number (`rick`) is "you must provide an id".
/// - A comma or a bracket makes it a list: `1,2,3`, `[1,2,3]`, `[1]` and `1,` all answer an
///   array. Brackets must come as a pair around the whole list, and every entry must be a
///   number, or the list is malformed (`[1,2`, `1,2]`, `1,abc` → 500 "Bad... bad array :/").
///
/// Lists answer in id order with duplicates collapsed, not in request order: the real API
/// promises no order, and a client that assumed request order must be caught here.
enum IDList: Equatable {
    case single(Int)
    case notAnID
    case many([Int])
    case malformed

    init(_ segment: String) {
        let isList = segment.contains(",") || segment.contains("[") || segment.contains("]")
        guard isList else {
            self = Int(segment).map(IDList.single) ?? .notAnID
            return
        }
        var body = segment[...]
        let opens = body.hasPrefix("[")
        let closes = body.hasSuffix("]")
        guard opens == closes else { self = .malformed; return }
        if opens {
            body = body.dropFirst().dropLast()
        }
        guard !body.contains("["), !body.contains("]") else { self = .malformed; return }
        var ids = Set<Int>()
        for entry in body.split(separator: ",", omittingEmptySubsequences: true) {
            let trimmed = entry.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
            let text = String(trimmed)
            guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { self = .malformed; return }
            // More digits than an Int holds: no such id, dropped like any unknown id.
            if let id = Int(text) { ids.insert(id) }
        }
        self = .many(ids.sorted())
    }
}
