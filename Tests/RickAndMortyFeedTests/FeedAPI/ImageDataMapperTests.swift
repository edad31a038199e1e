import Foundation
import RickAndMortyFeed
import Testing

@Suite struct ImageDataMapperTests {
    @Test(arguments: [199, 300, 304, 400, 404, 500, 502])
    func map_throwsInvalidDataOnNon2xxResponseEvenWithImageBytes(_ statusCode: Int) {
        #expect(throws: RemoteLoadError.invalidData) {
            try ImageDataMapper.map(ImageFixtures.jpeg, statusCode: statusCode)
        }
    }

    @Test(arguments: [200, 201, 250, 299])
    func map_throwsInvalidDataOn2xxWithEmptyData(_ statusCode: Int) {
        #expect(throws: RemoteLoadError.invalidData) {
            try ImageDataMapper.map(Data(), statusCode: statusCode)
        }
    }

    @Test(arguments: [ImageFixtures.html, Data(#"{"error":"not found"}"#.utf8), Data([0xFF, 0xD8]), Data("RIFF0000WAVE".utf8)])
    func map_throwsInvalidDataOn2xxWithBytesThatAreNoKnownImage(_ data: Data) {
        #expect(throws: RemoteLoadError.invalidData) {
            try ImageDataMapper.map(data, statusCode: 200)
        }
    }

    @Test(arguments: [
        (ImageFixtures.jpeg, ImageFormat.jpeg), (ImageFixtures.png, .png), (ImageFixtures.gif, .gif), (ImageFixtures.webp, .webp),
    ])
    func map_deliversImageDataWithSniffedFormatOn2xx(_ data: Data, _ format: ImageFormat) throws {
        let image = try ImageDataMapper.map(data, statusCode: 200)

        #expect(image == ImageData(bytes: data, format: format))
    }
}

@Suite struct ImageFormatTests {
    @Test func sniff_recognisesGIF87aAndGIF89a() {
        #expect(ImageFormat.sniff(Data("GIF87a".utf8)) == .gif)
        #expect(ImageFormat.sniff(Data("GIF89a".utf8)) == .gif)
    }

    @Test func sniff_ignoresBytesShorterThanTheMagicNumber() {
        #expect(ImageFormat.sniff(Data()) == nil)
        #expect(ImageFormat.sniff(Data([0x89, 0x50, 0x4E])) == nil)
        #expect(ImageFormat.sniff(Data("RIFF".utf8)) == nil)
    }

    @Test func sniff_readsFromTheStartOfASlicedBuffer() {
        let buffer = Data([0x00, 0x00]) + ImageFixtures.png
        let slice = buffer[2...]

        #expect(ImageFormat.sniff(slice) == .png)
    }

    @Test func contentType_isTheFormatsMIMEType() {
        #expect(ImageFormat.allCases.map(\.contentType) == ["image/jpeg", "image/png", "image/gif", "image/webp"])
    }
}
