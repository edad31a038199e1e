import NIOConcurrencyHelpers

/// The faults in force, settable at any time from any task (tests hold it in-process; the
/// admin routes change the same object over HTTP). Faults apply in the order they were added.
public final class StubFaults: Sendable {
    private let state: NIOLockedValueBox<[StubFault]>

    public init(_ faults: [StubFault] = []) {
        state = NIOLockedValueBox(faults)
    }

    /// The faults still in force (a counted fault disappears after its last request).
    public var active: [StubFault] {
        state.withLockedValue { $0 }
    }

    /// Adds a fault after the ones already in force.
    public func inject(_ fault: StubFault) {
        state.withLockedValue { $0.append(fault) }
    }

    /// Adds a fault; `count` limits it to the next N matching requests.
    public func inject(_ kind: StubFaultKind, scope: StubFaultScope = .all, count: Int? = nil, delayMs: Int? = nil) {
        inject(StubFault(kind, scope: scope, count: count, delayMs: delayMs))
    }

    /// Replaces every fault in force with `faults`.
    public func replace(with faults: [StubFault]) {
        state.withLockedValue { $0 = faults }
    }

    /// Removes every fault: the stub answers normally again.
    public func clear() {
        state.withLockedValue { $0.removeAll() }
    }

    /// Decides what happens to one request and consumes the counted faults that act on it:
    /// the first fault that replaces the answer wins, delays add up, and hostile strings
    /// apply only when the answer is not replaced.
    func take(for route: StubRoute) -> FaultPlan {
        state.withLockedValue { faults in
            var plan = FaultPlan()
            var acting: [Int] = []
            for (index, fault) in faults.enumerated() where fault.scope.includes(route) && fault.kind.applies(to: route) {
                if fault.kind == .slow {
                    plan.delay += fault.delay
                    acting.append(index)
                } else if fault.kind.replacesResponse, plan.replacement == nil {
                    plan.replacement = fault.kind
                    acting.append(index)
                }
            }
            if plan.replacement == nil,
                let index = faults.indices.first(where: { faults[$0].kind == .hostileStrings && faults[$0].scope.includes(route) && faults[$0].kind.applies(to: route) }) {
                plan.hostileStrings = true
                acting.append(index)
            }
            for index in acting.sorted(by: >) {
                guard let remaining = faults[index].count else { continue }
                if remaining <= 1 { faults.remove(at: index) } else { faults[index].count = remaining - 1 }
            }
            return plan
        }
    }
}

/// What the faults in force do to one request.
struct FaultPlan: Equatable {
    var delay: Duration = .zero
    var replacement: StubFaultKind?
    var hostileStrings = false
}
