import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import RickAndMortyFeed

/// The HTML pages made from the cache while the API is known to be unreachable, by what was
/// asked, kept while the cache stays at the generation they were made at: offline, every view
/// of a page reads and renders the same until the cache changes, and rendering was most of a
/// view's cost. None is kept longer than `maxAge` by the app's clock, so a page's "saved 3
/// minutes ago" is never more than that behind, and the 7-day rule still expires what it shows;
/// lives are spread down to half of it, so that the pages made at one moment (a first visit of
/// every page, a change of the cache) are not all made again at one moment.
typealias KeptOfflinePages = GenerationStampedCache<OfflinePageKey, KeptPage>

/// What an offline page shows depends on besides the cache: the path and query asked (which is
/// also where its toggles come back to), the language, and the library's marks. The theme and
/// the compression are applied to the kept bytes (`ThemeMiddleware`, `HTMLCompressionMiddleware`).
struct OfflinePageKey: Hashable, Sendable {
    let target: String
    let language: String
    /// `nil`: no library, or it could not be read (the page shows no toggles).
    let library: LibraryIDs?
}

/// A page as it was answered: shown again with the same status, headers and bytes.
struct KeptPage: Sendable {
    let status: HTTPTypes.HTTPResponse.Status
    let headers: HTTPFields
    let body: ByteBuffer

    var response: Response { Response(status: status, headers: headers, body: ResponseBody(byteBuffer: body)) }
}

/// One making of an offline page: what it shows, at the generation it is made from.
struct OfflinePageMaking: Hashable, Sendable {
    let key: OfflinePageKey
    let generation: UInt64
}

extension KeptOfflinePages {
    static var defaultMaxAge: TimeInterval { 10 }
    /// Every character's page (12–47 KB each, about 20 MB for the 826 of the show) with the
    /// lists and `/stats`: below that, views of characters' pages kept evicting each other.
    static var defaultBytes: Int { 32 << 20 }

    convenience init(bytes: Int = KeptOfflinePages.defaultBytes, maxAge: TimeInterval = KeptOfflinePages.defaultMaxAge) {
        self.init(limits: .bytes(bytes, maxValueBytes: bytes / 16, maxAge: maxAge, ageSpread: 0.5))
    }
}
