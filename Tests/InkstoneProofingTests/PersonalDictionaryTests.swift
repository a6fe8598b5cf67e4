import Foundation
import InkstoneText
import XCTest
@testable import InkstoneProofing

/// L1, L5: a word list that cannot be read is an error, never an empty list, and every
/// host refuses the same words.
final class PersonalDictionaryTests: XCTestCase {
    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "inkstone-words-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    /// A list that exists but cannot be read: unreadable for this user, or (for root,
    /// whom permissions do not stop) bytes that are not UTF-8.
    private func unreadableList(in root: String) throws -> (PersonalDictionary, Data) {
        let path = root + "/words.txt"
        let bytes = getuid() == 0 ? Data([0x41, 0x6C, 0x70, 0x68, 0x61, 0xFF, 0x0A]) : Data("Alphaword\nBetaword\n".utf8)
        FileManager.default.createFile(atPath: path, contents: bytes, attributes: [.posixPermissions: getuid() == 0 ? 0o644 : 0o200])
        return (PersonalDictionary(path: path), bytes)
    }

    func testAMissingListIsEmpty() throws {
        XCTAssertEqual(try PersonalDictionary(path: try folder() + "/none.txt").words(), [])
    }

    func testAnUnreadableListIsAnErrorAndLearnLeavesItAlone() throws {
        let root = try folder()
        let (list, bytes) = try unreadableList(in: root)
        XCTAssertThrowsError(try list.words()) { error in
            XCTAssertTrue("\(error)".hasPrefix(list.path + ": cannot read the file: "), "\(error)")
        }
        XCTAssertThrowsError(try list.learn("Deltaword"))
        XCTAssertThrowsError(try list.unlearn("Alphaword"))
        chmod(list.path, 0o644)
        XCTAssertEqual(FileManager.default.contents(atPath: list.path), bytes, "untouched")
    }

    func testAFolderInPlaceOfTheListIsAnError() throws {
        let root = try folder()
        try FileManager.default.createDirectory(atPath: root + "/words.txt", withIntermediateDirectories: false)
        XCTAssertThrowsError(try PersonalDictionary(path: root + "/words.txt").words())
    }

    /// Issue #49, item 1: a list linked to a device or grown past its limit is refused
    /// by what it is and by its size, before it is read.
    func testAListThatIsADeviceOrTooLargeIsRefusedUnread() throws {
        let root = try folder()
        try FileManager.default.createSymbolicLink(atPath: root + "/device.txt", withDestinationPath: "/dev/zero")
        XCTAssertThrowsError(try PersonalDictionary(path: root + "/device.txt").words()) { error in
            XCTAssertEqual(error as? TextFileError, .notRegularFile(path: root + "/device.txt", kind: "a device"))
        }
        FileManager.default.createFile(atPath: root + "/huge.txt", contents: nil)
        XCTAssertEqual(truncate(root + "/huge.txt", 4 << 30), 0)
        XCTAssertThrowsError(try PersonalDictionary(path: root + "/huge.txt").words()) { error in
            XCTAssertTrue("\(error)".contains("4294967296 bytes, more than the 8 MB a word list may have"), "\(error)")
        }
    }

    /// Issue #49, item 8: a project's list linked out of the project, or to nowhere, is
    /// never written through; a link inside the project is.
    func testAProjectListLinkedOutOfItsProjectIsNotWritten() throws {
        let root = try folder()
        try FileManager.default.createDirectory(atPath: root + "/project/notes", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: root + "/bashrc", contents: Data("# mine\n".utf8))
        let list = PersonalDictionary.project(in: root + "/project")
        try FileManager.default.createSymbolicLink(atPath: list.path, withDestinationPath: "../bashrc")
        XCTAssertThrowsError(try list.learn("Zorb$(id)")) { error in
            XCTAssertTrue("\(error)".contains("a symbolic link to \(root)/bashrc, outside the project"), "\(error)")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: root + "/bashrc"), Data("# mine\n".utf8))
        try FileManager.default.removeItem(atPath: list.path)
        try FileManager.default.createSymbolicLink(atPath: list.path, withDestinationPath: "../created")
        XCTAssertThrowsError(try list.unlearn("Zorb")) { error in
            XCTAssertTrue("\(error)".contains("a symbolic link to a file that does not exist"), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/created"))
        try FileManager.default.removeItem(atPath: list.path)
        try FileManager.default.createSymbolicLink(atPath: list.path, withDestinationPath: "notes/words.txt")
        FileManager.default.createFile(atPath: root + "/project/notes/words.txt", contents: Data("Alpha\n".utf8))
        XCTAssertTrue(try list.learn("Zorb"))
        XCTAssertEqual(FileManager.default.contents(atPath: root + "/project/notes/words.txt"), Data("Alpha\nZorb\n".utf8))
        // The person's own list may be a link anywhere (a dotfiles repository).
        let personal = PersonalDictionary(path: root + "/project/personal.txt")
        try FileManager.default.createSymbolicLink(atPath: personal.path, withDestinationPath: "../bashrc")
        XCTAssertTrue(try personal.learn("Zorb"))
    }

    /// Issue #49, item 11: learn and unlearn change one line and keep the rest as
    /// written: CR LF endings, a byte-order mark, blank lines.
    func testLearnAndUnlearnKeepTheListsForm() throws {
        let list = PersonalDictionary(path: try folder() + "/words.txt")
        let bytes = [0xEF, 0xBB, 0xBF] + Array("Alpha\r\n\r\nBeta\r\nGamma\r\n".utf8)
        FileManager.default.createFile(atPath: list.path, contents: Data(bytes))
        XCTAssertEqual(try list.words(), ["Alpha", "Beta", "Gamma"], "the mark is no part of the first word")
        XCTAssertTrue(try list.learn("Zorb"))
        XCTAssertEqual(FileManager.default.contents(atPath: list.path), Data(bytes + Array("Zorb\r\n".utf8)))
        XCTAssertTrue(try list.unlearn("Alpha"))
        XCTAssertEqual(FileManager.default.contents(atPath: list.path),
                       Data([0xEF, 0xBB, 0xBF] + Array("\r\nBeta\r\nGamma\r\nZorb\r\n".utf8)))
        FileManager.default.createFile(atPath: list.path, contents: Data("Alpha\nBeta".utf8))
        XCTAssertTrue(try list.learn("Zorb"))
        XCTAssertEqual(FileManager.default.contents(atPath: list.path), Data("Alpha\nBeta\nZorb\n".utf8))
    }

    func testLearnRefusesWhatIsNoWord() throws {
        let list = PersonalDictionary(path: try folder() + "/words.txt")
        for word in ["", "a\u{0}b", "two words", String(repeating: "x", count: 200_000), "esc\u{1B}[31m", "bad\u{FFFD}"] {
            XCTAssertNotNil(PersonalDictionary.problem(with: word), word.debugDescription)
            XCTAssertThrowsError(try list.learn(word), word.prefix(20).debugDescription)
        }
        for word in ["Runestone", "naïve", "C++", "e-mail", "l'été"] { XCTAssertNil(PersonalDictionary.problem(with: word), word) }
        XCTAssertEqual(try list.words(), [])
    }
}
