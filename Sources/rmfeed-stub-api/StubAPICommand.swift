import ArgumentParser
import RickAndMortyStubAPI
@main struct Main { static func main() {} }
