/// The "hostile strings" fault: every text field carries an HTML/JS payload in front of its
/// original value, so a client that forgets to escape shows it (security tests look for it).
/// URLs and `created` stay valid so the client still maps the payload and renders the page.
public enum HostileStrings {
    public static let payload = #"<script>alert("x")</script><img src=x onerror=alert(1)>"#

    static func apply(to character: StubCharacter) -> StubCharacter {
        var hostile = character
        hostile.name = payload + character.name
        hostile.status = payload + character.status
        hostile.species = payload + character.species
        hostile.type = payload + character.type
        hostile.gender = payload + character.gender
        hostile.origin.name = payload + character.origin.name
        hostile.location.name = payload + character.location.name
        return hostile
    }
}
