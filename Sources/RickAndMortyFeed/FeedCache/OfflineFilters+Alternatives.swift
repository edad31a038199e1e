extension OfflineFilters {
    /// Whether `item` matches every field set here or in `alternatives`, each by any of its values.
    public func matches(_ item: Item, or alternatives: FilterAlternatives, except skipped: String? = nil) -> Bool {
        alternatives.choices(with: self).allSatisfy { choice in
            guard choice.name != skipped, let field = Self.field(named: choice.name, of: item) else { return true }
            return choice.values.contains { Self.field(field, matches: $0) }
        }
    }
}
