import Foundation
import Hummingbird
import RickAndMortyFeedGraphQL

/// `GET /graphql` from a browser with no query: a page with a query box (a plain form, which
/// sends the query as `GET /graphql?query=…`), an example, and the schema. No script at all.
enum GraphQLBrowserPage {
    static let example = """
    {
      characters(page: 1, filter: { name: "rick" }) {
        info { count pages next prev }
        results { id name status origin { name } episode { name episode } }
      }
    }
    """

    static func isWanted(by request: Request) -> Bool {
        request.headers[.accept]?.contains("text/html") == true
    }

    static var response: Response {
        Response(
            status: .ok,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html))
        )
    }

    private static let html: String = {
        let schema = (try? RickAndMortySchema.sdl()) ?? ""
        return """
        <!doctype html>
        <html lang="en">
        <head><meta charset="utf-8"><title>GraphQL · rmfeed</title>
        <meta name="viewport" content="width=device-width, initial-scale=1"></head>
        <body>
        <main>
        <h1>The Rick and Morty API's GraphQL</h1>
        <p>Send a query with <code>POST /graphql</code> (JSON: <code>query</code>, <code>variables</code>,
        <code>operationName</code>) or <code>GET /graphql?query=…</code>. Answers come from this mirror's cache.</p>
        <form method="get" action="/graphql">
        <label for="query">Query</label><br>
        <textarea id="query" name="query" rows="12" cols="80">\(HTMLText.escaped(example))</textarea><br>
        <button type="submit">Run</button>
        </form>
        <h2>Schema</h2>
        <pre>\(HTMLText.escaped(schema))</pre>
        </main>
        </body>
        </html>
        """
    }()
}
