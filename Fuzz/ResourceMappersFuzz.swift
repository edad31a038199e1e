import Foundation

// libFuzzer entry point for the second wave's mappers: episode and location pages and items,
// the many-ids answers of all three resources, and the episodes' free-text air dates. Any bytes,
// any status: each must answer within its courses (a page, an item, the ids asked for, or
// RemoteLoadError.invalidData) and never crash. Built by scripts/fuzz with the core's Feed
// Feature and Feed API sources.
@_cdecl("LLVMFuzzerTestOneInput")
public func resourceMappersFuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let data = Data(bytes: start, count: count)
    // The ids asked for come from the input too, so that some answers match them and some not.
    let requested = Set(data.prefix(8).map { Int($0) % 24 + 1 })
    for status in [200, 404, 500] {
        exercise(.characters, data, status, requested)
        exercise(.episodes, data, status, requested)
        exercise(.locations, data, status, requested)
    }
    if let text = String(data: data, encoding: .utf8) {
        _ = FeedEpisode(id: 1, name: "", airDate: text, code: "", characterIDs: []).airDateValue
    }
    return 0
}

private func exercise<Item, Filters>(_ resource: APIResource<Item, Filters>, _ data: Data, _ status: Int, _ requested: Set<Int>) {
    expectCourse { _ = try resource.mapPage(data, statusCode: status) }
    expectCourse { _ = try resource.mapItem(data, statusCode: status) }
    expectCourse {
        let items = try resource.mapItems(data, statusCode: status, requested: requested)
        let ids = items.map(\.id)
        guard Set(ids).isSubset(of: requested), ids == Array(Set(ids)).sorted() else {
            fatalError("a many-ids answer gave ids not asked for, twice or out of order: \(ids) for \(requested.sorted())")
        }
    }
}

private func expectCourse(_ map: () throws -> Void) {
    do {
        try map()
    } catch let error as RemoteLoadError {
        if error != .invalidData { fatalError("unexpected error course: \(error)") }
    } catch {
        fatalError("an error outside the use case's courses: \(error)")
    }
}
