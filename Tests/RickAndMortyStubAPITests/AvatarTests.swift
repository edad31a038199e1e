import Hummingbird
import HummingbirdTesting
import RickAndMortyStubAPI
import Testing
import TestSupport

@Suite(.trackingMemoryLeaks)
struct AvatarTests {
    @Test func avatar_isA300x300JPEGLabelledImageJPEG() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let response = try await client.get("/api/character/avatar/1.jpeg")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/jpeg")
            #expect(ImageInspection.isJPEG(response.bytes))
            let size = ImageInspection.jpegSize(response.bytes)
            #expect(size?.width == 300 && size?.height == 300)
        }
    }

    @Test func everySeventhAvatar_isAPNGBehindTheJPEGName() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let response = try await client.get("/api/character/avatar/7.jpeg")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/jpeg")
            #expect(ImageInspection.isPNG(response.bytes))
            let size = ImageInspection.pngSize(response.bytes)
            #expect(size?.width == 300 && size?.height == 300)
        }
    }

    @Test(arguments: [(50, 200, 300), (100, 150, 150)])
    func everyFiftiethAvatar_isNot300x300(id: Int, width: Int, height: Int) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let bytes = try await client.get("/api/character/avatar/\(id).jpeg").bytes
            #expect(ImageInspection.isJPEG(bytes))
            let size = ImageInspection.jpegSize(bytes)
            #expect(size?.width == width && size?.height == height)
            #expect(StubAvatars.kind(id: id) == StubAvatars.Kind(format: .jpeg, width: width, height: height))
        }
    }

    @Test func missingAvatar_delivers404WithJSONBody() async throws {
        try await makeSUT().app.test(.router) { client async throws in
            #expect(StubAvatars.missingIDs == [19])
            let (status, body) = try await client.error("/api/character/avatar/19.jpeg")
            #expect(status == 404)
            #expect(body == ErrorPayload(error: "There is nothing here"))
        }
    }

    @Test(arguments: ["827.jpeg", "0.jpeg", "abc.jpeg", "1.png"])
    func unknownAvatar_delivers404(file: String) async throws {
        try await makeSUT().app.test(.router) { client async throws in
            let (status, _) = try await client.error("/api/character/avatar/\(file)")
            #expect(status == 404)
        }
    }

    @Test func avatars_areDeterministicAndDifferPerCharacter() {
        #expect(StubAvatars.bytes(id: 3) == StubAvatars.bytes(id: 3))
        #expect(StubAvatars.bytes(id: 3) != StubAvatars.bytes(id: 4))
    }

    @Test func avatarKinds_coverEveryCaseOfTheRealAPI() {
        let kinds = (1...StubDataSet.characterCount).map(StubAvatars.kind(id:))
        #expect(kinds.filter { $0 == nil }.count == 1)
        #expect(kinds.compactMap { $0 }.filter { $0.format == .png }.count == 118)
        #expect(kinds.compactMap { $0 }.filter { $0.width != 300 || $0.height != 300 }.count == 16)
    }
}
