import Foundation
import RickAndMortyFeed
import RickAndMortyStubAPI
import Testing

@Suite struct RemoteImagesEndToEndTests {
    @Test func loadImageData_deliversJPEGAvatar() async throws {
        try await EndToEndHarness.with { harness in
            let image = try await harness.images.loadImageData(from: harness.avatarURL(id: 1))

            #expect(image.format == .jpeg)
            #expect(image.bytes.count > 100)
        }
    }

    @Test func loadImageData_deliversPNGBytesServedBehindAJPEGName() async throws {
        try await EndToEndHarness.with { harness in
            let image = try await harness.images.loadImageData(from: harness.avatarURL(id: 7))

            #expect(image.format == .png)
            #expect(image.format.contentType == "image/png")
        }
    }

    @Test func loadImageData_deliversAvatarThatIsNot300By300() async throws {
        try await EndToEndHarness.with { harness in
            let image = try await harness.images.loadImageData(from: harness.avatarURL(id: 50))
            #expect(image.bytes.isEmpty == false)
        }
    }

    @Test func loadImageData_deliversInvalidDataForMissingAvatar() async throws {
        try await EndToEndHarness.with { harness in
            await #expect(throws: RemoteLoadError.invalidData) {
                try await harness.images.loadImageData(from: harness.avatarURL(id: 19))
            }
        }
    }

    @Test func cancelLoadImageData_cancelsTheRequestAndDeliversNothing() async throws {
        try await EndToEndHarness.with { harness in
            harness.server.faults.inject(.hang, scope: .avatars)
            let url = try harness.avatarURL(id: 1)
            let task = Task { try await harness.images.loadImageData(from: url) }
            try await Task.sleep(for: .milliseconds(200))

            task.cancel()

            await #expect(throws: CancellationError.self) { try await task.value }
        }
    }
}
