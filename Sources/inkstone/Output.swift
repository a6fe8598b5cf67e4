import Foundation

/// Where the CLI writes: results to stdout, diagnostics to stderr.
enum Output {
    static func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(("inkstone: " + text + "\n").utf8))
    }
}
