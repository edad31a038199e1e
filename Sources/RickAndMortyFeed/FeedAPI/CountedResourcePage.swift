/// A page as the API answers it, with the API's count of every item of the (possibly filtered)
/// resource (`info.count`): remote input like the rest, which a client checks before it trusts it.
public struct CountedResourcePage<Item: Hashable & Sendable>: Hashable, Sendable {
    public let page: ResourcePage<Item>
    /// `nil` when the answer did not say.
    public let count: Int?

    public init(page: ResourcePage<Item>, count: Int?) {
        self.page = page
        self.count = count
    }
}
