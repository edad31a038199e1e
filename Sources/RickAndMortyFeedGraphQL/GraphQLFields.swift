import GraphQL
import OrderedCollections
import RickAndMortyFeed

/// Small builders for the schema's fields, so each type reads like its SDL.
enum GraphQLFields {
    /// A field read from a source of type `Source` without a lookup.
    static func value<Source>(
        _ type: any GraphQLOutputType, _ description: String, _ read: @escaping @Sendable (Source) -> (any Sendable)?
    ) -> GraphQLField {
        GraphQLField(type: type, description: description, resolve: { source, _, _, _ in
            guard let source = source as? Source else { return nil }
            return read(source)
        })
    }

    /// A field whose value needs the request's lookups.
    static func lookup<Source>(
        _ type: any GraphQLOutputType, _ description: String,
        args: GraphQLArgumentConfigMap = [:],
        _ resolve: @escaping @Sendable (Source, Map, GraphQLRequestContext) async throws -> (any Sendable)?
    ) -> GraphQLField {
        GraphQLField(type: type, description: description, args: args, resolve: { source, args, context, _ in
            guard let source = source as? Source, let context = context as? GraphQLRequestContext else { return nil }
            return try await GraphQLLookupError.wrapping { try await resolve(source, args, context) }
        })
    }
}

/// A field's error already worded for the client, passed on as it is.
protocol GraphQLClientError: Error, CustomStringConvertible {}

/// A lookup's failure as a field error a client can read: the API out of reach with nothing
/// cached, or more missing ids than the mirror reads through.
struct GraphQLLookupError: Error, CustomStringConvertible {
    let description: String

    static func wrapping<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as any GraphQLClientError {
            throw error
        } catch let error as TooManyIDs {
            throw GraphQLTooManyIDs(limit: error.limit)
        } catch {
            throw GraphQLLookupError(
                description: "The Rick and Morty API could not be reached and this mirror holds no valid copy of this field's data"
            )
        }
    }
}

/// A type the schema refers to before it is built (the types refer to each other).
final class GraphQLTypeSlot: @unchecked Sendable {
    // Set once while the schema is built, before any request reads it.
    var type: GraphQLObjectType?

    func get() throws -> GraphQLObjectType {
        guard let type else { throw GraphQLError(message: "internal error: a schema type was used before it was built") }
        return type
    }
}
