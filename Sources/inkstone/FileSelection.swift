import Foundation
import InkstoneProject
import InkstoneProofing
import InkstoneText

/// Where a check's files come from besides its PATHs, and which of them this machine
/// takes: `--files-from FILE|-` (one path a line), `--changed[=REV]` (what Git says
/// changed in the work tree against REV, HEAD by default, and the untracked files it
/// does not ignore), and `--shard I/N` (a stable part of the files for one of N CI
/// machines).
struct FileSelection {
    var filesFrom: String?
    var changedSince: String?
    var shard: (index: Int, count: Int)?

    /// Paths from a list or from Git, checked as a folder walk would meet them
    /// (what a walk skips is skipped, not an error); nil when neither was asked for.
    func listedFiles(command: String, verbose: Bool = false) throws -> [String]? {
        if let filesFrom { return try Self.lines(of: filesFrom, command: command) }
        if let changedSince { return try Self.changed(since: changedSince, command: command, verbose: verbose) }
        return nil
    }

    /// The `--exclude` globs, each checked as config globs are.
    static func excludes(_ globs: [String], command: String) throws -> [String] {
        for glob in globs {
            if let problem = IgnoreRules.problem(inGlob: glob) { throw UsageError(message: "\(command): --exclude '\(glob)' \(problem)") }
        }
        return globs
    }

    /// `--shard I/N`, 1-based.
    static func shard(_ value: String, command: String) throws -> (index: Int, count: Int) {
        let parts = value.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index) else {
            throw UsageError(message: "\(command): --shard takes I/N, the I-th of N parts counted from 1, as in --shard 2/4; not '\(value)'")
        }
        return (index, count)
    }

    /// The files of this shard: a file's part is a hash of its path, so that each
    /// machine of a matrix takes the same files whatever the others do.
    func sharded(_ files: [String]) -> [String] {
        guard let shard else { return files }
        return files.filter { Self.part(of: $0, count: shard.count) == shard.index - 1 }
    }

    /// FNV-1a of the path as the walk shows it, without a leading "./".
    static func part(of path: String, count: Int) -> Int {
        let name = path.hasPrefix("./") ? path.dropFirst(2) : Substring(path)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Int(hash % UInt64(count))
    }

    /// The most a `--files-from` list may have: some 200,000 paths.
    static let listSizeLimit = 16 << 20

    private static func lines(of source: String, command: String) throws -> [String] {
        let data: Data
        if source == "-" {
            data = try Output.readStandardInput()
        } else {
            // A stream is welcome here (`--files-from <(git ls-files)`, a FIFO): a person named it.
            do { data = try LimitedFile.read(source, limit: listSizeLimit, kind: "a list of files", acceptsStreams: true) } catch {
                throw UsageError(message: "\(command): --files-from \(source): \(error.fact)")
            }
        }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Changed and untracked files under the current folder, relative to it, in name
    /// order. In a repository with no commit yet, every file Git tracks or would track
    /// (what the first commit holds); outside a repository, an error that says what to do.
    private static func changed(since revision: String, command: String, verbose: Bool) throws -> [String] {
        // A revision is never an option: `--changed=--output=FILE` must not write FILE.
        guard !revision.hasPrefix("-"), !revision.isEmpty else {
            throw UsageError(message: "\(command): --changed=\(revision): a revision cannot start with '-' or be empty; "
                + "name a commit, branch or tag, as in --changed=main")
        }
        let inside: [String]
        do { inside = try git(["rev-parse", "--is-inside-work-tree"], command: command, failure: "") } catch let error as UsageError
            where error.message.contains(Self.gitMissing) { throw error } catch { inside = [] }
        guard inside == ["true\n"] else {
            throw UsageError(message: "\(command): --changed: \(FileManager.default.currentDirectoryPath) is not in a Git repository "
                + "(or it is inside .git); --changed asks Git what changed. Name the files or folders to check instead, "
                + "as in 'inkstone \(command) .', or run 'git init' first")
        }
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"], command: command,
                                failure: "cannot list the untracked files")
        guard (try? git(["rev-parse", "--verify", "--quiet", "HEAD"], command: command, failure: "")) != nil else {
            guard revision == "HEAD" else {
                throw UsageError(message: "\(command): --changed=\(revision): this repository has no commit yet, so there is "
                    + "nothing to compare with; leave out '=\(revision)' to check every file of the first commit")
            }
            let staged = try git(["ls-files", "--cached", "-z"], command: command, failure: "cannot list the files added")
            let files = Array(Set(staged + untracked)).filter { FileManager.default.fileExists(atPath: $0) }.sorted()
            if verbose {
                Output.error("--changed: no commit yet, so every file Git tracks or would track is new: \(files.count) (\(staged.count) added, "
                    + "\(untracked.count) untracked and not ignored)")
            }
            return files
        }
        let changed = try git(["diff", "--name-only", "--relative", "--diff-filter=d", "-z", "--end-of-options", revision, "--"], command: command,
                              failure: "cannot compare the work tree with '\(revision)'")
        if verbose {
            Output.error("--changed: Git names \(changed.count) file(s) changed against \(revision) and \(untracked.count) untracked "
                + "and not ignored; only those are checked")
        }
        return Array(Set(changed + untracked)).sorted()
    }

    private static let gitMissing = "needs git, which could not be run"

    private static func git(_ arguments: [String], command: String, failure: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            throw UsageError(message: "\(command): --changed \(gitMissing): \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // env(1) says 127 when it finds no git on PATH.
        if process.terminationStatus == 127 {
            throw UsageError(message: "\(command): --changed \(gitMissing) (install it, as with 'apt install git', or name the files to check)")
        }
        guard process.terminationStatus == 0 else {
            let reason = message.split(separator: "\n").first.map(String.init) ?? "git exited with status \(process.terminationStatus)"
            throw UsageError(message: "\(command): --changed: \(failure): \(reason)")
        }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }
}
