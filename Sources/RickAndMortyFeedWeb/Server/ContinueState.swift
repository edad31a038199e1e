/// When `ContinueHandler` may send `100 Continue`: at once when every earlier request on the
/// connection has had its answer, else once they have, so the interim answer never lands inside
/// another request's answer (requests may be pipelined, and Hummingbird answers them in order).
struct ContinueState {
    enum Action: Equatable {
        case sendContinue
        case none
    }

    /// Requests read whose final answer has not ended yet.
    private var unanswered = 0
    /// How many answers must still end before the owed `100 Continue` goes out; `nil`: none owed.
    private var owedAfter: Int?

    /// A request's head was read; `waitsForContinue`: it asks for `100 Continue` and its body is read.
    mutating func requestHead(waitsForContinue: Bool) -> Action {
        defer { unanswered += 1 }
        guard waitsForContinue else { return .none }
        guard unanswered > 0 else { return .sendContinue }
        owedAfter = unanswered
        return .none
    }

    /// A final answer ended.
    mutating func answerEnded() -> Action {
        unanswered = max(0, unanswered - 1)
        guard let owed = owedAfter else { return .none }
        owedAfter = owed - 1 > 0 ? owed - 1 : nil
        return owed == 1 ? .sendContinue : .none
    }
}
