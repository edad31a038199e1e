import HTTPTypes

extension HTTPField.Name {
    /// `cache`, `remote` or `placeholder`: where the image route's bytes came from
    /// (docs/USAGE.md, "The web app").
    static let xImageSource = named("X-Image-Source")
    static let xFrameOptions = named("X-Frame-Options")
    static let referrerPolicy = named("Referrer-Policy")

    /// Only for the literal names above, which are valid tokens; a typo there fails at first use in any test.
    private static func named(_ name: String) -> HTTPField.Name {
        guard let field = HTTPField.Name(name) else { preconditionFailure("'\(name)' is not a valid header name") }
        return field
    }
}
