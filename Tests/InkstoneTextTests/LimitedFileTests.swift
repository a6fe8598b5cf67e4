import Foundation
import XCTest
@testable import InkstoneText

/// Issue #49, item 1: what a repository names is read only when it is a regular file
/// within its limit, measured before a byte is read.
final class LimitedFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "inkstone-limited-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testAFileWithinItsLimitIsReadWhole() throws {
        let path = folder + "/words.txt"
        FileManager.default.createFile(atPath: path, contents: Data("Zorb\nQuux\n".utf8))
        XCTAssertEqual(try LimitedFile.read(path, limit: 10, kind: "a word list"), Data("Zorb\nQuux\n".utf8))
        XCTAssertThrowsError(try LimitedFile.read(path, limit: 9, kind: "a word list")) { error in
            XCTAssertEqual(error as? TextFileError, .tooLarge(path: path, bytes: 10, limit: 9, kind: "a word list"))
        }
    }

    /// A link to a device, a FIFO nobody writes to (whose open would block) and a folder
    /// are refused at once, by what they are.
    func testADeviceAFIFOAndAFolderAreRefusedBeforeAnyRead() throws {
        let device = folder + "/en_US.dic", fifo = folder + "/fifo.json"
        try FileManager.default.createSymbolicLink(atPath: device, withDestinationPath: "/dev/zero")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        for (path, kind) in [(device, "a device"), (fifo, "a FIFO (named pipe)"), (folder, "a folder")] {
            XCTAssertThrowsError(try LimitedFile.read(path, limit: 1 << 20, kind: "a dictionary file")) { error in
                XCTAssertEqual(error as? TextFileError, .notRegularFile(path: path, kind: kind))
            }
            XCTAssertThrowsError(try LimitedFile.check(path, limit: 1 << 20, kind: "a dictionary file"))
        }
    }

    /// A sparse 4 GB file is refused by its size: nothing is allocated for it.
    func testASparseFileOverTheLimitIsRefusedByItsSizeWithTheLimitNamed() throws {
        let path = folder + "/.inkstone.json"
        FileManager.default.createFile(atPath: path, contents: nil)
        XCTAssertEqual(truncate(path, 4 << 30), 0)
        XCTAssertThrowsError(try LimitedFile.read(path, limit: 256 << 10, kind: "a configuration")) { error in
            XCTAssertEqual("\(error)", "\(path): 4294967296 bytes, more than the 256 KB a configuration may have; nothing was read")
        }
    }

    /// What a person names on the command line may be a stream (`<(git ls-files)`):
    /// read, but no further than the limit.
    func testAStreamIsReadUpToTheLimitWhenStreamsAreAccepted() throws {
        XCTAssertThrowsError(try LimitedFile.read("/dev/zero", limit: 100_000, kind: "a list of files", acceptsStreams: true)) { error in
            XCTAssertEqual(error as? TextFileError, .tooLarge(path: "/dev/zero", bytes: nil, limit: 100_000, kind: "a list of files"))
        }
        let fifo = folder + "/list"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: fifo)
            handle?.write(Data("a.md\nb.md\n".utf8))
            try? handle?.close()
        }
        writer.start()
        XCTAssertEqual(try LimitedFile.read(fifo, limit: 1_000, kind: "a list of files", acceptsStreams: true), Data("a.md\nb.md\n".utf8))
    }
}
