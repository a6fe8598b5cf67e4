/// Where a project keeps its tests, by each language's conventions (issue #26, item 2):
/// the string literals of a test file are test data (sample names, misspelt input on
/// purpose, `abc`, `qrst`), not sentences for people, so they are not checked; its
/// comments and docstrings are.
public enum TestPaths {
    /// Folders whose files are tests.
    static let folders: Set<String> = ["test", "tests", "__tests__", "spec", "specs", "testdata", "test_data"]

    /// Whether a folder named `name` holds tests: one of `folders` in any case, a Gradle
    /// source set of tests (`androidTest`, Kotlin's `jvmTest`, `commonTest`: okio keeps
    /// Moby-Dick in `src/androidTest/assets/` for its tests to read), a kind of test
    /// before `test` or `tests` (fastparse's `perftests/`, `unit_tests/`, `e2e-tests/`),
    /// or a folder of benchmarks (Rust's `benches/`): their strings are sample input as a
    /// test's are.
    static func isTestFolder<Name: StringProtocol>(_ name: Name) -> Bool {
        let lowercase = name.lowercased()
        if folders.contains(lowercase) || benchmarkFolders.contains(lowercase) { return true }
        if name.count > 4 && name.hasSuffix("Test") && name.first?.isLowercase == true && name.allSatisfy({ $0.isLetter }) { return true }
        guard let stem = ["tests", "test"].first(where: lowercase.hasSuffix).map({ String(lowercase.dropLast($0.count)) }) else { return false }
        let kind = stem.hasSuffix("-") || stem.hasSuffix("_") ? String(stem.dropLast()) : stem
        return testKinds.contains(kind)
    }

    /// Kinds of tests that name their folders (`perftests`, `integration_tests`).
    static let testKinds: Set<String> = [
        "perf", "performance", "unit", "integration", "e2e", "end2end", "func", "functional", "acceptance", "regression",
        "smoke", "system", "api", "ui", "load", "stress", "fuzz", "self", "bench", "benchmark",
    ]
    /// Folders of benchmarks, whose inputs are sample data as tests' are.
    static let benchmarkFolders: Set<String> = ["bench", "benches", "benchmark", "benchmarks"]

    /// Whether `path` is an example program, in an `example/` or `examples/` folder: the
    /// strings it prints or compares are sample data (date-fns's
    /// `examples/rollup/fp.js`, which checks its output in Esperanto), as a test's are.
    public static func isExample(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0 == "example" || $0 == "examples" }
    }

    /// Whether `path` is a test file: in a test folder (`tests/`, Swift's `Tests/`,
    /// `__tests__/`, `spec/`, Go's `testdata/`), or named as one (`test_*.py`,
    /// `*_test.py`, `*_test.go`, `test.ts`, `*.test.js`, `*.spec.ts`, `*_spec.rb`, `*Tests.swift`,
    /// `*Test.java`, `*Test.kt`).
    public static func isTest(_ path: String) -> Bool {
        let components = path.split(separator: "/").map(String.init)
        guard let name = components.last else { return false }
        if components.dropLast().contains(where: isTestFolder) { return true }
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        let stem = String(name[..<dot])
        // date-fns keeps each function's tests in `src/addDays/test.ts`.
        if ["test", "tests", "spec"].contains(stem) { return true }
        if stem.hasPrefix("test_") || stem.hasSuffix("_test") || stem.hasSuffix("_spec") { return true }
        if stem.hasSuffix(".test") || stem.hasSuffix(".spec") { return true }
        return stem.count > 4 && (stem.hasSuffix("Tests") || stem.hasSuffix("Test") || stem.hasSuffix("Spec"))
    }
}
