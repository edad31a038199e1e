/// A favourite or watched toggle as the `toggle.mustache` form shows it: a POST of the other
/// value to `action`, with the installation's token and the page to come back to.
struct ToggleContext: Sendable {
    let action: String
    /// "true" or "false": the item's state now (`data-favorite`, `data-watched`, `aria-pressed`).
    let state: String
    /// What pressing the button asks for: the other state.
    let nextValue: String
    let label: String
    let token: String
    let returnPath: String
    /// `favorite` or `watched`: the attribute the item carries.
    let kind: String
}
