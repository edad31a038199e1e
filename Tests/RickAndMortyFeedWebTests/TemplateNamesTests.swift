import Foundation
import Mustache
import RickAndMortyFeed
@testable import RickAndMortyFeedWeb
import Testing

/// The pages' contexts answer the templates' names themselves (`MustacheParent`) rather than
/// through Mirror. A name a template uses that no context answers renders as nothing, silently:
/// these tests fail instead.
@Suite struct TemplateNamesTests {
    /// Every value a page's context holds, down to the cards and the toggles, answers each of
    /// its stored properties by name with what Mirror reads, so a page renders as it did by reflection.
    @Test func everyContextAPageHolds_answersItsStoredPropertiesByName() async throws {
        for (template, context) in try await TemplateContextSamples.pages() {
            for value in Self.structs(in: context) {
                guard let parent = value as? any MustacheParent else {
                    Issue.record("\(template.rawValue): \(type(of: value)) is read through Mirror")
                    continue
                }
                for case let (label?, stored) in Mirror(reflecting: value).children {
                    let expected = Self.unwrapped(stored).map { String(describing: $0) }
                    let answered = parent.child(named: label).map { String(describing: $0) }
                    #expect(answered == expected, "\(type(of: value)).\(label)")
                }
                #expect(parent.child(named: "noSuchName") == nil, "\(type(of: value))")
            }
        }
    }

    /// Every name a page's template and its partials use is a property of a context the page holds.
    @Test func everyNameATemplateUses_isAPropertyOfItsPagesContexts() async throws {
        let samples = try await TemplateContextSamples.pages()
        for template in PageRenderer.Template.allCases {
            let held = Set(samples.filter { $0.template == template }.flatMap { Self.structs(in: $0.context) }.flatMap {
                Mirror(reflecting: $0).children.compactMap(\.label)
            })
            #expect(!held.isEmpty, "no sample of \(template.rawValue)")
            let used = try Self.names(inTemplate: template.rawValue)
            #expect(used.subtracting(held).isEmpty, "\(template.rawValue) uses \(used.subtracting(held).sorted())")
        }
    }

    @Test func templateNames_areReadWithTheirPartials() throws {
        let names = try Self.names(inTemplate: "message")
        #expect(names.isSuperset(of: ["heading", "chrome", "lang", "message", "retryHref"]))
        #expect(!names.contains("."))
    }

    /// The structs reachable from `value` (itself included), through arrays and optionals.
    private static func structs(in value: Any) -> [Any] {
        let mirror = Mirror(reflecting: value)
        let children = mirror.children.flatMap { structs(in: $0.value) }
        return mirror.displayStyle == .struct ? [value] + children : children
    }

    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }

    /// The names a template and the partials it includes look up, each part of a dotted name apart.
    private static func names(inTemplate name: String, seen: Set<String> = []) throws -> Set<String> {
        let url = try PageRenderer.resourcesFolder().appendingPathComponent("Templates/\(name).mustache")
        let text = try String(contentsOf: url, encoding: .utf8)
        var names: Set<String> = []
        for match in text.matches(of: /\{\{\s*([#^\/>!%&]?)\s*([^}\s]+)\s*\}\}/) {
            let (sigil, tag) = (String(match.1), String(match.2))
            switch sigil {
            case ">" where !seen.contains(tag):
                names.formUnion(try Self.names(inTemplate: tag, seen: seen.union([name])))
            case ">", "!", "%": continue
            default:
                names.formUnion(tag.split(separator: ".").map(String.init))
            }
        }
        return names
    }
}
