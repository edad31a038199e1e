/// A JSON value whose objects keep their keys in the order given: JSONEncoder on Linux keeps an
/// object's keys in a dictionary, so their order changed from run to run, and scripts rely on
/// the order docs/USAGE.md gives.
indirect enum OrderedJSON {
    case null
    case bool(Bool)
    case number(Int)
    case string(String)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    var text: String {
        switch self {
        case .null: "null"
        case let .bool(value): value ? "true" : "false"
        case let .number(value): String(value)
        case let .string(value): JSONString.quoted(value)
        case let .array(values): "[" + values.map(\.text).joined(separator: ",") + "]"
        case let .object(members): "{" + members.map { JSONString.quoted($0) + ":" + $1.text }.joined(separator: ",") + "}"
        }
    }

    static func optional(_ value: Int?) -> OrderedJSON {
        value.map(OrderedJSON.number) ?? .null
    }

    static func numbers(_ values: [Int]) -> OrderedJSON {
        .array(values.map(OrderedJSON.number))
    }
}
