import Foundation

// libFuzzer entry point for the image sniffer: any bytes are either an image of a known format
// whose magic number they start with, or invalid data; never a crash.
// Built by scripts/fuzz together with the core's Feed Feature and Feed API sources.
@_cdecl("LLVMFuzzerTestOneInput")
public func imageDataMapperFuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    do {
        let image = try ImageDataMapper.map(data, statusCode: 200)
        if image.bytes != data { fatalError("the image's bytes are not the bytes received") }
        if image.bytes.isEmpty { fatalError("an empty body was taken for an image") }
    } catch let error as RemoteLoadError {
        if error != .invalidData { fatalError("unexpected error course: \(error)") }
    } catch {
        fatalError("an error outside the use case's courses: \(error)")
    }
    return 0
}
