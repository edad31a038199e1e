import Foundation

/// The keys of every JSON object in `text`, each object's in the order they are written, objects
/// in the order they open: read from the text, since a parsed dictionary has no order.
enum JSONKeyOrder {
    static func objects(in text: String) -> [[String]] {
        var objects: [[String]] = []
        var open: [Int] = [] // indices into `objects` of the objects still open, innermost last
        var string: String?
        var escaped = false
        var lastString: String?
        for character in text {
            if var current = string {
                if escaped {
                    escaped = false
                    current.append(character)
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    lastString = current
                    string = nil
                    continue
                } else {
                    current.append(character)
                }
                string = current
                continue
            }
            switch character {
            case "\"": string = ""
            case "{": objects.append([]); open.append(objects.count - 1)
            case "}": _ = open.popLast()
            case ":": if let key = lastString, let object = open.last { objects[object].append(key) }
            default: break
            }
            if !character.isWhitespace { lastString = nil }
        }
        return objects
    }
}
