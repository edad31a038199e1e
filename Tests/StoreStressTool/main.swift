import Foundation
import RickAndMortyFeed
import RickAndMortyFeedSQLite

// A child process for the cache's kill test and a quick speed check, outside the test runner.
//
//   rmfeed-store-stress churn FILE CHARACTERS FIRST-GENERATION
//       Replaces the cache again and again, each time with one page of CHARACTERS characters of
//       a new generation (names "gen G #i", timestamp G seconds after the reference date), until
//       killed or for 60 s at most.
//   rmfeed-store-stress churn-images FILE FIRST-GENERATION
//       Saves images, eight at a time, until killed or for 60 s at most
//       (see `ImageChurn`).
//   rmfeed-store-stress churn-episodes FILE EPISODES FIRST-GENERATION
//       The same with one page of EPISODES episodes (each linked to 50 characters).
//   rmfeed-store-stress open FILE
//       Opens the store (creating and migrating the file when there is none), saves one image and
//       exits; a failure ends it with the error.
//   rmfeed-store-stress measure FILE
//       Saves the 826-character feed as 42 pages and prints how long saving and loading take.

let arguments = CommandLine.arguments.dropFirst()
switch (arguments.first, arguments.count) {
case ("churn", 4):
    let values = arguments.dropFirst(2).compactMap { Int($0) }
    guard let file = arguments.dropFirst().first, values.count == 2 else { exit(64) }
    try await StoreChurn.run(store: SQLiteFeedStore(fileURL: URL(fileURLWithPath: file)), characters: values[0], firstGeneration: values[1])
case ("churn-images", 3):
    guard let file = arguments.dropFirst().first, let first = arguments.last.flatMap({ Int($0) }) else { exit(64) }
    try await ImageChurn.run(store: SQLiteFeedStore(fileURL: URL(fileURLWithPath: file)), firstGeneration: first)
case ("churn-episodes", 4):
    let values = arguments.dropFirst(2).compactMap { Int($0) }
    guard let file = arguments.dropFirst().first, values.count == 2 else { exit(64) }
    try await StoreChurn.runEpisodes(
        store: SQLiteFeedStore(fileURL: URL(fileURLWithPath: file)).episodes, episodes: values[0], firstGeneration: values[1]
    )
case ("open", 2):
    guard let file = arguments.last, let image = URL(string: "https://example.com/open.jpeg") else { exit(64) }
    try await SQLiteFeedStore(fileURL: URL(fileURLWithPath: file)).insert(Data([0xFF, 0xD8, 0xFF]), for: image)
case ("measure", 2):
    guard let file = arguments.last else { exit(64) }
    try await StoreSpeed.measure(store: SQLiteFeedStore(fileURL: URL(fileURLWithPath: file)))
default:
    FileHandle.standardError.write(Data("usage: rmfeed-store-stress churn[-episodes] FILE COUNT FIRST-GENERATION | churn-images FILE FIRST-GENERATION | open FILE | measure FILE\n".utf8))
    exit(64)
}
