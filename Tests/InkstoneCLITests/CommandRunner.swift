import Foundation
import XCTest

/// Runs the built `inkstone` executable, as a user would, and captures what it prints.
struct CommandRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        /// True when the program was stopped for running past its `timeout`.
        var timedOut = false
    }

    static var executable: URL {
        // The test bundle sits beside the products it was built with.
        let products = Bundle.main.bundleURL.lastPathComponent.hasSuffix(".xctest")
            ? Bundle.main.bundleURL.deletingLastPathComponent()
            : Bundle.main.bundleURL
        return products.appendingPathComponent("inkstone")
    }

    /// `input`, when given, is the command's standard input.
    static func run(_ arguments: [String], in folder: String? = nil, environment: [String: String] = [:],
                    input: String? = nil) throws -> Result {
        try runProgram(executable.path, arguments, in: folder, environment: environment, input: input)
    }

    /// Any program, run the same way.
    static func runProgram(_ path: String, _ arguments: [String], in folder: String? = nil, environment: [String: String] = [:],
                           input: String? = nil, timeout: TimeInterval? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        // Caches go to a folder for the tests (shared by runs, so the suggestion index
        // is built once), not the developer's ~/.cache.
        let isolated = ["XDG_CACHE_HOME": NSTemporaryDirectory() + "inkstone-tests-cache"]
        process.environment = ProcessInfo.processInfo.environment.merging(isolated) { $1 }.merging(environment) { $1 }
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        try process.run()
        let stopped = StopFlag()
        if let timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                guard process.isRunning else { return }
                stopped.set()
                process.terminate()
            }
        }
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self), timedOut: stopped.isSet)
    }
}

/// Set once, from the timer that stops a program.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.lock(); value = true; lock.unlock() }
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
}
