/// A page of the feed as the UIs show it, with the state texts that go with it: the page view
/// model every resource shares, of character view models.
public typealias CharactersViewModel = ResourcePageViewModel<CharacterViewModel>

extension ResourcePageViewModel where Item == CharacterViewModel {
    public var characters: [CharacterViewModel] { items }
}
