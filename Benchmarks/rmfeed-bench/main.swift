import Foundation

// rmfeed-bench PAGES_DIR: micro-benchmarks of the payload mapper and the SQLite store, for
// `scripts/bench`. PAGES_DIR holds page-1.json … page-42.json as the API (or the stand-in)
// serves them. Prints one `name<TAB>median nanoseconds` line per measurement.
// rmfeed-bench fetch CURL_CONFIG: the HTTP library alone doing curl's part of the sync
// benchmark (`HTTPFloor`); prints the number of files written.
let arguments = CommandLine.arguments.dropFirst()
let usage = "usage: rmfeed-bench PAGES_DIR | rmfeed-bench fetch CURL_CONFIG\n"
guard let directory = arguments.first else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(64)
}
if directory == "fetch" {
    guard arguments.count == 2, let config = arguments.last else {
        FileHandle.standardError.write(Data(usage.utf8))
        exit(64)
    }
    do {
        let text = try String(contentsOfFile: config, encoding: .utf8)
        print(try await HTTPFloor.run(HTTPFloor.transfers(inConfig: text)))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("rmfeed-bench fetch: \(error)\n".utf8))
        exit(1)
    }
}
let folder = URL(fileURLWithPath: directory)
var pages: [Data] = []
for number in 1... {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent("page-\(number).json")) else { break }
    pages.append(data)
}
guard !pages.isEmpty else {
    FileHandle.standardError.write(Data("rmfeed-bench: no page-N.json files in \(directory)\n".utf8))
    exit(1)
}

let storeFolder = FileManager.default.temporaryDirectory.appendingPathComponent("rmfeed-bench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: storeFolder) }
do {
    try FileManager.default.createDirectory(at: storeFolder, withIntermediateDirectories: true)
    for measurement in try MapperBenchmarks.run(pages: pages) { print(measurement.line) }
    for measurement in try await StoreBenchmarks.run(pages: pages, folder: storeFolder) { print(measurement.line) }
} catch {
    FileHandle.standardError.write(Data("rmfeed-bench: \(error)\n".utf8))
    exit(1)
}
