import Foundation

/// A cached page without its items: what validation and "is the whole resource cached" read.
public struct LocalPageInfo: Hashable, Sendable {
    public let number: Int
    public let totalPages: Int
    public let savedAt: Date

    public init(number: Int, totalPages: Int, savedAt: Date) {
        self.number = number
        self.totalPages = totalPages
        self.savedAt = savedAt
    }
}

extension LocalResourcePage {
    public var info: LocalPageInfo {
        LocalPageInfo(number: number, totalPages: totalPages, savedAt: savedAt)
    }
}
