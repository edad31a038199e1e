/// Times an operation the way a benchmark should: warm-up first, then many samples of a batch
/// of iterations each, and the median sample (a noisy neighbour moves the mean, not the median).
struct Measurement {
    let name: String
    /// The median time of one operation, in nanoseconds.
    let medianNanoseconds: Double

    static func run(
        _ name: String, samples: Int = 15, iterations: Int, _ operation: () throws -> Void
    ) rethrows -> Measurement {
        for _ in 0..<max(1, iterations / 4) { try operation() }
        var perOperation: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<samples {
            let elapsed = try clock.measure { for _ in 0..<iterations { try operation() } }
            perOperation.append(elapsed.nanoseconds / Double(iterations))
        }
        return Measurement(name: name, medianNanoseconds: perOperation.median)
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
