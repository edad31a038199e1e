import GraphQL
import OrderedCollections

/// The limits a query is held to before it runs: the API's depth limit (`graphql-depth-limit`
/// at 4: the top field is depth 0, fragments count as the fields they hold, `__` fields are not
/// counted), and a bound on work, the number of fields once fragments are expanded, so that
/// aliases or fragments repeated a thousand times are refused instead of run.
struct GraphQLQueryBounds {
    static let maxDepth = 4
    static let maxFields = 500

    let document: Document
    private let fragments: [String: FragmentDefinition]

    init(_ document: Document) {
        self.document = document
        var fragments: [String: FragmentDefinition] = [:]
        for case let fragment as FragmentDefinition in document.definitions { fragments[fragment.name.value] = fragment }
        self.fragments = fragments
    }

    /// The errors, as validation errors; empty when the query is within bounds.
    func errors() -> [GraphQLError] {
        var errors: [GraphQLError] = []
        for case let operation as OperationDefinition in document.definitions {
            var walk = Walk(fragments: fragments)
            walk.visit(operation.selectionSet, depth: 0, path: [])
            let name = operation.name?.value ?? ""
            if let node = walk.tooDeep {
                errors.append(GraphQLError(message: "'\(name)' exceeds maximum operation depth of \(Self.maxDepth)", nodes: [node]))
            }
            if walk.fields > Self.maxFields {
                errors.append(GraphQLError(
                    message: "'\(name)' asks for more than \(Self.maxFields) fields once its fragments are expanded", nodes: [operation]
                ))
            }
        }
        return errors
    }

    private struct Walk {
        let fragments: [String: FragmentDefinition]
        var fields = 0
        var tooDeep: (any Node)?

        mutating func visit(_ set: SelectionSet, depth: Int?, path: Set<String>) {
            for selection in set.selections {
                guard fields <= GraphQLQueryBounds.maxFields, tooDeep == nil else { return }
                switch selection {
                case let field as Field:
                    fields += 1
                    if let depth, depth > GraphQLQueryBounds.maxDepth { tooDeep = field; return }
                    guard let children = field.selectionSet else { continue }
                    // Below a `__` field depth is not counted, but fields still are.
                    visit(children, depth: field.name.value.hasPrefix("__") ? nil : depth.map { $0 + 1 }, path: path)
                case let spread as FragmentSpread:
                    // A fragment already on the path is a cycle, which validation reports.
                    let name = spread.name.value
                    guard !path.contains(name), let fragment = fragments[name] else { continue }
                    visit(fragment.selectionSet, depth: depth, path: path.union([name]))
                case let inline as InlineFragment:
                    visit(inline.selectionSet, depth: depth, path: path)
                default:
                    continue
                }
            }
        }
    }
}
