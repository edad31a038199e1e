/// The scenario's error message and the label of the control that tries again.
public struct FeedErrorViewModel: Hashable, Sendable {
    public let message: String
    public let retryTitle: String

    public init(message: String, retryTitle: String) {
        self.message = message
        self.retryTitle = retryTitle
    }
}
