import Foundation
import RickAndMortyFeed
import Testing

/// The one rule for what the app may fetch (a port past 65535 killed the process).
struct FetchableURLTests {
    @Test(arguments: [
        "https://rickandmortyapi.com/api/character/avatar/1.jpeg",
        "http://127.0.0.1:8081/api",
        "HTTP://EXAMPLE.COM/x",
        "http://[::1]:8080/api",
        "http://h:1/x", "http://h:65535/x", "http://h:0080/x",
        "http://h:/x", "http://h", "https://a-b.c/x_y/1.jpeg",
        "http://user:secret@h/x",
        "http://h/x?port=:99999#:1",
    ])
    func validated_acceptsAbsoluteHTTPURLsWithAHostAndAPortThatFits(_ string: String) throws {
        let url = try #require(URL(string: string))

        #expect(FetchableURL.validated(url) == url)
        #expect(FetchableURL.validated(string) == url)
    }

    @Test(arguments: [
        "http://127.0.0.1:99999/a.jpeg",
        "http://[::1]:99999/api",
        "http://h:65536/x", "http://h:0/x",
        "http://h:99999999999999999999/x",
        "http://u:p@h:99999999999999999999?q",
        "ftp://h/x", "file:///etc/passwd", "javascript:alert(1)", "data:text/plain,x",
        "http:///x", "/api/character", "", "not a url", "http://:80/x", "https://:/x",
    ])
    func validated_refusesEverythingElse(_ string: String) {
        #expect(FetchableURL.validated(string) == nil)
        if let url = URL(string: string) { #expect(FetchableURL.validated(url) == nil) }
    }
}
