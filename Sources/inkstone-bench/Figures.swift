import Foundation

/// Named benchmark figures, printed as a table or as one JSON object.
struct Figures {
    private(set) var entries: [(name: String, value: Double)] = []

    mutating func add(_ name: String, _ value: Double) {
        entries.append((name, value))
    }

    var json: String {
        let body = entries.map { "\"\($0.name)\":\(Self.format($0.value))" }.joined(separator: ",")
        return "{\(body)}"
    }

    var table: String {
        let width = entries.map(\.name.count).max() ?? 0
        return entries.map { $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + Self.format($0.value) }
            .joined(separator: "\n")
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%.4g", value)
    }
}
