import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The theme a person chose (docs/USAGE.md, "Themes and accessibility"): the server puts it on every page's `<html>`,
/// so the first paint has it without a script, and `/theme` keeps it without JavaScript.
@Suite struct ThemeTests {
    @Test func page_withoutAChosenTheme_followsTheSystem() async throws {
        try await WebTestHarness.with { _, client in
            let page = try await client.page("/")

            #expect(page.text.contains(#"<html lang="en">"#))
            #expect(page.text.contains(#"<meta name="color-scheme" content="light dark">"#))
        }
    }

    @Test func page_withTheThemeCookie_isRenderedInThatTheme() async throws {
        try await WebTestHarness.with { _, client in
            for theme in ["light", "dark"] {
                for path in ["/", "/characters/1", "/episodes", "/search?q=rick", "/characters/99999"] {
                    let page = try await client.page(path, headers: [.cookie: "other=1; theme=\(theme)"])

                    #expect(page.text.contains(#"<html data-theme="\#(theme)" lang="en">"#), "\(path) in \(theme)")
                }
            }
        }
    }

    @Test func page_withTheThemeCookie_showsThatThemesButtonPressedWithoutAScript() async throws {
        try await WebTestHarness.with { _, client in
            for theme in ["light", "dark"] {
                for path in ["/", "/characters/1", "/search?q=rick", "/characters/99999"] {
                    let page = try await client.page(path, headers: [.cookie: "theme=\(theme)"])

                    for value in ["system", "light", "dark"] {
                        #expect(page.text.contains(#"value="\#(value)" aria-pressed="\#(value == theme)">"#), "\(value) on \(path) in \(theme)")
                    }
                }
            }
        }
    }

    @Test func headOfAPage_inAChosenTheme_saysTheThemedPagesLength() async throws {
        try await WebTestHarness.with { _, client in
            let headers: HTTPFields = [.cookie: "theme=light"]
            let page = try await client.page("/no-such-page", headers: headers)
            let head = try await client.execute(uri: "/no-such-page", method: .head, headers: headers)

            #expect(head.headers[.contentLength] == String(page.body.readableBytes))
        }
    }

    @Test func page_withAnUnknownThemeCookie_followsTheSystem() async throws {
        try await WebTestHarness.with { _, client in
            let page = try await client.page("/", headers: [.cookie: "theme=%22%3E%3Cscript%3E"])

            #expect(page.text.contains(#"<html lang="en">"#))
        }
    }

    @Test func header_offersTheThreeThemesAsAFormThatWorksWithoutJavaScript() async throws {
        try await WebTestHarness.with { _, client in
            let page = try await client.page("/")

            #expect(page.text.contains(#"<form class="theme-switch" action="/theme" method="get" data-theme-switch>"#))
            for (value, title) in [("system", "System"), ("light", "Light"), ("dark", "Dark")] {
                #expect(page.text.contains(#"<button class="theme-choice" type="submit" name="theme" value="\#(value)" aria-pressed="\#(value == "system")">\#(title)</button>"#))
            }
        }
    }

    @Test func choosingATheme_keepsItInACookieAndGoesBackToThePage() async throws {
        try await WebTestHarness.with { _, client in
            let answer = try await client.page("/theme?theme=light", headers: [.referer: "http://127.0.0.1:8080/episodes?page=2"])

            #expect(answer.status == .seeOther)
            #expect(answer.headers[.location] == "/episodes?page=2")
            let cookie = try #require(answer.headers[.setCookie])
            #expect(cookie.hasPrefix("theme=light;"))
            #expect(cookie.contains("Max-Age=31536000"))
            #expect(cookie.contains("Path=/"))
            #expect(cookie.contains("SameSite=Lax"))
            #expect(!cookie.contains("HttpOnly"))
        }
    }

    @Test func choosingTheSystemTheme_forgetsTheCookie() async throws {
        try await WebTestHarness.with { _, client in
            let answer = try await client.page("/theme?theme=system")

            #expect(answer.status == .seeOther)
            #expect(answer.headers[.location] == "/")
            #expect(answer.headers[.setCookie]?.contains("Max-Age=0") == true)
        }
    }

    @Test func choosingAnUnknownTheme_isRefused() async throws {
        try await WebTestHarness.with { _, client in
            let answer = try await client.page("/theme?theme=blue")

            #expect(answer.status == .badRequest)
            #expect(answer.headers[.setCookie] == nil)
        }
    }

    @Test func choosingATheme_fromAnotherSitesPage_neverSendsThereBack() async throws {
        try await WebTestHarness.with { _, client in
            let answer = try await client.page("/theme?theme=dark", headers: [.referer: "https://example.com//evil.example/x"])

            #expect(answer.headers[.location] == "/")
        }
    }
}
