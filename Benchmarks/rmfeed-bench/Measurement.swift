/// Times an operation the way a benchmark should: warm-up first, then many samples of a batch
/// of iterations each, and the median sample (a noisy neighbour moves the mean, not the median).
struct Measurement {
    let name: String
    /// The median time of one operation, in nanoseconds.
    let medianNanoseconds: Double

    /// Times `operation` and its `reference` sample by sample in turn (warm-up of both first),
    /// so that a slow spell of the machine falls on both sides alike rather than on one.
    static func compare(
        _ name: String, with referenceName: String, samples: Int = 15, iterations: Int,
        _ operation: () throws -> Void, reference: () throws -> Void
    ) rethrows -> (operation: Measurement, reference: Measurement) {
        for _ in 0..<max(1, iterations / 4) {
            try operation()
            try reference()
        }
        var operationTimes: [Double] = []
        var referenceTimes: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<samples {
            let operationElapsed = try clock.measure { for _ in 0..<iterations { try operation() } }
            let referenceElapsed = try clock.measure { for _ in 0..<iterations { try reference() } }
            operationTimes.append(operationElapsed.nanoseconds / Double(iterations))
            referenceTimes.append(referenceElapsed.nanoseconds / Double(iterations))
        }
        return (
            Measurement(name: name, medianNanoseconds: operationTimes.median),
            Measurement(name: referenceName, medianNanoseconds: referenceTimes.median)
        )
    }

    static func run(
        _ name: String, samples: Int = 15, iterations: Int, _ operation: () async throws -> Void
    ) async rethrows -> Measurement {
        for _ in 0..<max(1, iterations / 4) { try await operation() }
        var perOperation: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<samples {
            let start = clock.now
            for _ in 0..<iterations { try await operation() }
            perOperation.append((clock.now - start).nanoseconds / Double(iterations))
        }
        return Measurement(name: name, medianNanoseconds: perOperation.median)
    }

    /// One line for `scripts/bench`: `name<TAB>nanoseconds`.
    var line: String { "\(name)\t\(medianNanoseconds)" }
}

extension Duration {
    var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}

extension Array where Element == Double {
    var median: Double {
        let sorted = self.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
