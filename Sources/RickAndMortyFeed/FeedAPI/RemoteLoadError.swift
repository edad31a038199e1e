/// Why a load from the remote API failed, the two sad paths of the remote use cases.
/// The UIs show a different message for each.
public enum RemoteLoadError: Error, Equatable, Sendable {
    /// The server could not be reached, or did not answer in time.
    case connectivity
    /// The server answered, but not with what was asked for (status, payload, size, bytes).
    case invalidData
}
