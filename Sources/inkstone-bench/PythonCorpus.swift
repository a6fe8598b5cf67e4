import Foundation

/// The Python standard library installed on this machine: a large, real corpus.
enum PythonCorpus {
    static func folder() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import os; print(os.path.dirname(os.__file__))"]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let path = output.trimmingCharacters(in: .whitespacesAndNewlines)
        return path.isEmpty ? nil : path
    }

    /// The texts of every `.py` file there that is valid UTF-8, in path order.
    static func files() -> [String] {
        guard let root = folder(), let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".py") && !relative.contains("site-packages/") { paths.append(relative) }
        }
        return paths.sorted().compactMap { try? String(contentsOfFile: root + "/" + $0, encoding: .utf8) }
    }
}
