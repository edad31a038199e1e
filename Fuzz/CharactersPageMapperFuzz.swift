import Foundation

// libFuzzer entry point for the characters payload mapper: any bytes, any status. The mapper
// must answer with a page, an empty page or RemoteLoadError.invalidData, and never crash.
// Built by scripts/fuzz together with the core's Feed Feature and Feed API sources.
@_cdecl("LLVMFuzzerTestOneInput")
public func charactersPageMapperFuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    for status in [200, 404] {
        do {
            let page = try CharactersPageMapper.map(data, statusCode: status)
            if page.characters.count > 10_000 { fatalError("a page larger than any payload could describe") }
        } catch let error as RemoteLoadError {
            if error != .invalidData { fatalError("unexpected error course: \(error)") }
        } catch {
            fatalError("an error outside the use case's courses: \(error)")
        }
        _ = try? CharacterMapper.map(data, statusCode: status)
    }
    return 0
}
