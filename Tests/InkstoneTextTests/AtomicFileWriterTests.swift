import Foundation
import XCTest
@testable import InkstoneText

final class AtomicFileWriterTests: XCTestCase {
    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "inkstone-writer-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    /// D1: a link stays a link; its target gets the bytes, with its permissions.
    func testAWriteGoesThroughASymbolicLinkChain() throws {
        let root = try folder()
        try FileManager.default.createDirectory(atPath: root + "/dotfiles", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: root + "/dotfiles/words.txt", contents: Data("old\n".utf8), attributes: [.posixPermissions: 0o600])
        try FileManager.default.createSymbolicLink(atPath: root + "/middle", withDestinationPath: "dotfiles/words.txt")
        try FileManager.default.createSymbolicLink(atPath: root + "/words.txt", withDestinationPath: root + "/middle")
        try AtomicFileWriter.write(Array("new\n".utf8), to: root + "/words.txt")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/words.txt"), root + "/middle")
        XCTAssertEqual(try String(contentsOfFile: root + "/dotfiles/words.txt", encoding: .utf8), "new\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: root + "/dotfiles/words.txt")
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root + "/dotfiles"), ["words.txt"], "no temporary file is left")
    }

    /// Issue #49, item 13: a FIFO (or a device: as root, `--transcript /dev/full` made
    /// /dev/full a regular file) is refused, never renamed over; a link to one too.
    func testWhatIsNoRegularFileIsRefusedNotReplaced() throws {
        let root = try folder()
        XCTAssertEqual(mkfifo(root + "/fifo", 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: "fifo")
        for path in [root + "/fifo", root + "/link", root] {
            XCTAssertThrowsError(try AtomicFileWriter.write(Array("x\n".utf8), to: path)) { error in
                XCTAssertTrue("\(error)".contains("cannot write the file: not a regular file"), "\(error)")
            }
        }
        var status = stat()
        XCTAssertEqual(lstat(root + "/fifo", &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "still a FIFO")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root).sorted(), ["fifo", "link"], "no temporary file is left")
    }

    func testADanglingLinkCreatesItsTargetAndALoopIsAnError() throws {
        let root = try folder()
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: "target.txt")
        try AtomicFileWriter.write(Array("x".utf8), to: root + "/link")
        XCTAssertEqual(try String(contentsOfFile: root + "/target.txt", encoding: .utf8), "x")
        try FileManager.default.createSymbolicLink(atPath: root + "/loop", withDestinationPath: "loop")
        XCTAssertThrowsError(try AtomicFileWriter.write(Array("x".utf8), to: root + "/loop")) { error in
            XCTAssertTrue("\(error)".contains("symbolic links"), "\(error)")
        }
    }

    func testOnlyTheTemporaryFilesOfDeadWritersAreRemoved() throws {
        let root = try folder()
        for name in [".a.txt.inkstone-4194305-1", ".b.txt.inkstone-\(getpid())-2", "c.txt", ".d.inkstone-notapid-3"] {
            FileManager.default.createFile(atPath: root + "/" + name, contents: Data())
        }
        XCTAssertEqual(AtomicFileWriter.removeAbandonedTemporaries(in: root), 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root).sorted(),
                       [".b.txt.inkstone-\(getpid())-2", ".d.inkstone-notapid-3", "c.txt"])
    }

    /// L7: a file with another name (a hard link) is written in place: both names see
    /// the new text, and no copy is left.
    func testAHardLinkedFileIsWrittenInPlace() throws {
        let root = try folder()
        FileManager.default.createFile(atPath: root + "/a.md", contents: Data("old\n".utf8))
        XCTAssertEqual(link(root + "/a.md", root + "/b.md"), 0)
        try AtomicFileWriter.write(Array("new text\n".utf8), to: root + "/a.md")
        XCTAssertEqual(try String(contentsOfFile: root + "/b.md", encoding: .utf8), "new text\n")
        var status = stat()
        XCTAssertEqual(stat(root + "/a.md", &status), 0)
        XCTAssertEqual(status.st_nlink, 2, "still one file with two names")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root).sorted(), ["a.md", "b.md"])
    }

    /// L7: the owner is kept: given to the temporary file when this process may, else
    /// the file is written in place.
    func testTheOwnerIsKept() throws {
        let root = try folder()
        let path = root + "/theirs.md"
        FileManager.default.createFile(atPath: path, contents: Data("old\n".utf8))
        let other: uid_t = getuid() == 0 ? 65534 : getuid()
        if getuid() == 0 { XCTAssertEqual(chown(path, other, 65534), 0) }
        try AtomicFileWriter.write(Array("new\n".utf8), to: path)
        var status = stat()
        XCTAssertEqual(stat(path, &status), 0)
        XCTAssertEqual(status.st_uid, other)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new\n")
    }

    /// L7: a file nobody may write is refused, even to root, and left as it was.
    func testAReadOnlyFileIsRefused() throws {
        let root = try folder()
        let path = root + "/locked.md"
        FileManager.default.createFile(atPath: path, contents: Data("old\n".utf8), attributes: [.posixPermissions: 0o444])
        XCTAssertThrowsError(try AtomicFileWriter.write(Array("new\n".utf8), to: path)) { error in
            XCTAssertTrue("\(error)".contains("read-only (mode 0444)"), "\(error)")
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old\n")
    }

    /// L6: creating refuses an existing name, a dangling link included (its target is
    /// not created), and of several creators at once exactly one wins.
    func testCreateIsExclusiveAndFollowsNoLink() throws {
        let root = try folder()
        try FileManager.default.createSymbolicLink(atPath: root + "/link.json", withDestinationPath: root + "/elsewhere.json")
        XCTAssertThrowsError(try AtomicFileWriter.create(Array("{}".utf8), at: root + "/link.json")) { error in
            XCTAssertEqual(error as? TextFileError, .exists(path: root + "/link.json"))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/elsewhere.json"))
        let winners = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            if (try? AtomicFileWriter.create(Array("writer \(index)".utf8), at: root + "/once.json")) != nil { winners.add() }
        }
        XCTAssertEqual(winners.value, 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root).sorted(), ["link.json", "once.json"])
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
