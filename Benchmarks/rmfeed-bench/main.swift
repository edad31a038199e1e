import Foundation

// rmfeed-bench PAGES_DIR: micro-benchmarks of the payload mapper and the SQLite store, for
// `scripts/bench`. PAGES_DIR holds page-1.json … page-42.json as the API (or the stand-in)
// serves them. Prints one `name<TAB>median nanoseconds` line per measurement.
let arguments = CommandLine.arguments.dropFirst()
guard let directory = arguments.first else {
    FileHandle.standardError.write(Data("usage: rmfeed-bench PAGES_DIR\n".utf8))
    exit(64)
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
