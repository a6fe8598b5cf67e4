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
}
