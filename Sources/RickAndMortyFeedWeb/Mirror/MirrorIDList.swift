/// The `{ids}` segment of `/api/{resource}/{ids}`, read as the API reads it (docs/API.md):
/// `42` is one id (any integer; unknown ones are a 404 later); text that is no number is
/// "you must provide an id". A comma or a bracket makes a list (`1,2,3`, `[1,2,3]`, `[1]`,
/// `1,`): brackets must enclose the whole list and every entry must be digits, or the list is
/// malformed. Ids too large for an Int exist nowhere and are dropped, as unknown ids are.
enum MirrorIDList: Equatable {
    case one(Int)
    case notAnID
    case many([Int])
    case malformed

    init(_ segment: String) {
        guard segment.contains(where: { $0 == "," || $0 == "[" || $0 == "]" }) else {
            self = Int(segment).map(MirrorIDList.one) ?? .notAnID
            return
        }
        var list = Substring(segment)
        if list.first == "[" || list.last == "]" {
            guard list.count >= 2, list.first == "[", list.last == "]" else { self = .malformed; return }
            list = list.dropFirst().dropLast()
        }
        var ids = Set<Int>()
        for entry in list.split(separator: ",") {
            let digits = entry.trimmingSpaces
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { self = .malformed; return }
            if let id = Int(digits) { ids.insert(id) }
        }
        self = .many(ids.sorted())
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var trimmed = self
        while trimmed.first == " " { trimmed = trimmed.dropFirst() }
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        return trimmed
    }
}
