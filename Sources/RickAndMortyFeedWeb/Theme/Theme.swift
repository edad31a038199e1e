import Hummingbird

/// The colours a person chose for the pages: light, dark, or the system's (the default). The
/// choice travels as the `theme` cookie, which the switch in the page header sets, with or
/// without JavaScript.
enum Theme: String, CaseIterable, Sendable {
    case system, light, dark

    static let cookieName = "theme"
    /// A year: the choice is kept across visits.
    static let cookieMaxAge = 365 * 24 * 60 * 60

    /// The request's chosen theme; anything but `light` or `dark` follows the system.
    init(request: Request) {
        self = request.cookies[Self.cookieName].flatMap { Theme(rawValue: $0.value) } ?? .system
    }

    /// The cookie that keeps this choice; following the system forgets it.
    var cookie: Cookie {
        Cookie(
            name: Self.cookieName, value: self == .system ? "" : rawValue,
            maxAge: self == .system ? 0 : Self.cookieMaxAge, path: "/",
            // The page's script sets the same cookie when it switches without a reload.
            httpOnly: false, sameSite: .lax
        )
    }

    /// The `<html>` element's attribute that selects the theme's colours; none follows the system.
    var rootAttribute: String? {
        self == .system ? nil : #" data-theme="\#(rawValue)""#
    }

    /// The end of the theme switch's button for this theme, pressed or not (`head.mustache`).
    func buttonState(pressed: Bool) -> String {
        #"value="\#(rawValue)" aria-pressed="\#(pressed)""#
    }
}
