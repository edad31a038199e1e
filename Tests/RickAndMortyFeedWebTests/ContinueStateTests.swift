@testable import RickAndMortyFeedWeb
import Testing

/// When `100 Continue` goes out: never inside another request's answer.
@Suite struct ContinueStateTests {
    @Test func requestWaitingForContinue_aloneOnTheConnection_getsItAtOnce() {
        var state = ContinueState()

        #expect(state.requestHead(waitsForContinue: true) == .sendContinue)
        #expect(state.answerEnded() == .none)
    }

    @Test func requestWaitingForContinue_behindTwoUnansweredRequests_getsItOnceBothAnswersEnded() {
        var state = ContinueState()
        _ = state.requestHead(waitsForContinue: false)
        _ = state.requestHead(waitsForContinue: false)

        #expect(state.requestHead(waitsForContinue: true) == .none)
        #expect(state.answerEnded() == .none)
        #expect(state.answerEnded() == .sendContinue)
        #expect(state.answerEnded() == .none)
    }

    @Test func requestNotWaitingForContinue_neverGetsIt() {
        var state = ContinueState()

        #expect(state.requestHead(waitsForContinue: false) == .none)
        #expect(state.answerEnded() == .none)
    }
}
