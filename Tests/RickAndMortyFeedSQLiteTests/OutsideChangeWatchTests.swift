@testable import RickAndMortyFeedSQLite
import Testing

@Suite struct OutsideChangeWatchTests {
    @Test func startCheckIfDue_allowsOneCheckAtATime() {
        let sut = OutsideChangeWatch(interval: .zero)
        let now = ContinuousClock.now

        #expect(sut.startCheckIfDue(now: now))
        #expect(!sut.startCheckIfDue(now: now + .seconds(1)), "the first is still running")
        _ = sut.finishCheck(dataVersion: 1)
        #expect(sut.startCheckIfDue(now: now + .seconds(1)))
    }

    @Test func startCheckIfDue_waitsTheIntervalAfterTheLastCheck() {
        let sut = OutsideChangeWatch(interval: .milliseconds(250))
        let now = ContinuousClock.now
        #expect(sut.startCheckIfDue(now: now))
        _ = sut.finishCheck(dataVersion: 1)

        #expect(!sut.startCheckIfDue(now: now + .milliseconds(249)))
        #expect(sut.startCheckIfDue(now: now + .milliseconds(250)))
    }

    @Test func finishCheck_reportsAMoveOnlyAgainstAnEarlierReadingOfTheSameConnection() {
        let sut = OutsideChangeWatch(interval: .zero)

        #expect(!sut.finishCheck(dataVersion: 3), "a first reading is the baseline")
        #expect(!sut.finishCheck(dataVersion: 3))
        #expect(!sut.finishCheck(dataVersion: nil), "an unreadable version says nothing")
        #expect(sut.finishCheck(dataVersion: 4))
        sut.restart(dataVersion: 9)
        #expect(!sut.finishCheck(dataVersion: 9), "a new connection starts a new baseline")
    }
}
