import NIOCore

/// Serves one connection of a `RawHTTPServer`. Reading and answering run side by side, so a
/// script that stalls on purpose still lets the server notice the client hanging up.
struct RawConnectionHandler: Sendable {
    let script: RawHTTPServer.Script
    let recorder: ServerRecorder

    func serve(_ connection: NIOAsyncChannel<ByteBuffer, ByteBuffer>) async {
        try? await connection.executeThenClose { inbound, outbound in
            let (requests, received) = AsyncStream.makeStream(of: RawRequestHead.self)
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    var parser = RawRequestHeadParser()
                    do {
                        for try await buffer in inbound {
                            for head in parser.feed(String(buffer: buffer)) {
                                recorder.record(head)
                                received.yield(head)
                            }
                        }
                    } catch {}
                    received.finish()
                    recorder.recordClosed()
                }
                group.addTask {
                    let writer = RawConnectionWriter(outbound: outbound)
                    for await request in requests {
                        guard let next = try? await script(request, writer), next == .keepOpen else { return }
                    }
                }
                // Whichever side ends first (client hung up, or script closed) ends the other.
                await group.next()
                group.cancelAll()
            }
        }
    }
}
