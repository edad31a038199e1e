/// What a person asks the feed for: a page (1-based) of the characters matching some filters.
public typealias CharactersQuery = ResourceQuery<CharacterFilters>
