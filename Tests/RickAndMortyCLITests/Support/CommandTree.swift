import Foundation

/// Every command and long option of `rmfeed`, as `rmfeed --experimental-dump-help` (the
/// argument parser's own description of the tool) lists them, so a test of the completion
/// scripts checks what the tool has, not a list that goes stale.
struct CommandTree: Decodable {
    struct Command: Decodable {
        let commandName: String
        let shouldDisplay: Bool?
        let subcommands: [Command]?
        let arguments: [Argument]?
    }

    struct Argument: Decodable {
        struct Name: Decodable {
            let kind: String
            let name: String
        }

        let shouldDisplay: Bool
        let names: [Name]?
        let allValues: [String]?
    }

    let command: Command

    /// Each command below the root, with its path (`cache info`).
    var subcommands: [(path: String, name: String)] {
        func walk(_ command: Command, _ path: [String]) -> [(String, String)] {
            (command.subcommands ?? []).filter { $0.shouldDisplay ?? true }.flatMap { sub in
                [((path + [sub.commandName]).joined(separator: " "), sub.commandName)] + walk(sub, path + [sub.commandName])
            }
        }
        return walk(command, [])
    }

    /// Every long option and flag shown in help, anywhere in the tree, without its dashes.
    var longNames: Set<String> {
        func walk(_ command: Command) -> [String] {
            let own = (command.arguments ?? []).filter(\.shouldDisplay).flatMap { ($0.names ?? []).filter { $0.kind == "long" }.map(\.name) }
            return own + (command.subcommands ?? []).flatMap(walk)
        }
        return Set(walk(command))
    }

    /// The values of options that take one of a list (`--format table|json`).
    var listedValues: Set<String> {
        func walk(_ command: Command) -> [String] {
            (command.arguments ?? []).flatMap { $0.allValues ?? [] } + (command.subcommands ?? []).flatMap(walk)
        }
        return Set(walk(command))
    }
}
