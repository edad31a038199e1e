import Hummingbird
import NIOCore

/// The request context of the stub's routes: Hummingbird's basic one plus the connection,
/// so the hang fault can close the connection without sending a status line.
struct StubRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}
