/// An item as a cache stores it, kept apart from the domain model so a store's schema and the
/// model can change independently; it converts both ways.
public protocol LocalResourceItem: Hashable, Sendable {
    associatedtype Model: Hashable & Sendable
    /// The API's filters of this resource, which a store's listing answers offline.
    associatedtype Filters: FacetFields where Filters.Item == Model
    var id: Int { get }
    init(_ model: Model)
    var model: Model { get }
}
