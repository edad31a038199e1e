import Foundation

// libFuzzer entry point for what `rmfeed serve` reads from a client before any handler runs:
// the mirror's `{ids}` segment and query string, a toggle's form body and the path it returns
// to, and the mirror's JSON writer, which must give valid JSON back for any text it is handed.
// Built by scripts/fuzz with those files of RickAndMortyFeedWeb (they need nothing else).
@_cdecl("LLVMFuzzerTestOneInput")
public func requestReadersFuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)

    if case .many(let ids) = MirrorIDList(text), ids != Array(Set(ids)).sorted() {
        fatalError("a list of ids not sorted or not unique: \(ids)")
    }
    let query = MirrorQuery(rawQuery: text)
    if query.page < 1 { fatalError("page \(query.page) from \(text.debugDescription)") }

    let form = ToggleForm(body: text)
    _ = form.value
    _ = form.token
    for path in [form.returnPath, ReturnPath.validated(text)].compactMap({ $0 }) {
        guard path.hasPrefix("/"), !path.hasPrefix("//"), !path.contains("\\") else {
            fatalError("a return path that leaves the site: \(path.debugDescription)")
        }
    }

    let written = Data(JSONText.array([.string(text), .object([(text, .int(count))])]).bytes)
    guard let read = try? JSONSerialization.jsonObject(with: written) as? [Any],
          read.first as? String == text,
          (read.last as? [String: Int])?[text] == count
    else { fatalError("JSONText wrote what reads back otherwise: \(String(decoding: written, as: UTF8.self).debugDescription)") }
    return 0
}
