import Foundation
import XCTest
@testable import InkstoneText

final class TextFileTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "inkstone-textfile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ bytes: [UInt8], to name: String) -> String {
        let path = folder + "/" + name
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    func testUTF8WithAByteOrderMarkKeepsTheMarkOnWrite() throws {
        let path = write([0xEF, 0xBB, 0xBF] + Array("hé\n".utf8), to: "bom.txt")
        let file = try TextFile.read(path)
        XCTAssertTrue(file.hasByteOrderMark)
        XCTAssertEqual(file.document.text, "hé\n")
        file.document.replace(TextRange(0, 0), with: "¡")
        try TextFile.write(file.document, to: path, byteOrderMark: file.hasByteOrderMark)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(bytes, [0xEF, 0xBB, 0xBF] + Array("¡hé\n".utf8))
    }

    func testInvalidUTF8IsAnErrorNamingTheByteOffset() {
        let path = write(Array("abc".utf8) + [0xC3, 0x28], to: "bad.txt")
        XCTAssertThrowsError(try TextFile.read(path)) { error in
            XCTAssertEqual(error as? TextFileError, .invalidUTF8(path: path, byteOffset: 3))
            XCTAssertTrue("\(error)".contains("byte 3"))
        }
    }

    func testOffsetsAfterAByteOrderMarkCountFromTheStartOfTheFile() {
        let path = write([0xEF, 0xBB, 0xBF, 0x61, 0xFF], to: "bad-bom.txt")
        XCTAssertThrowsError(try TextFile.read(path)) { error in
            XCTAssertEqual(error as? TextFileError, .invalidUTF8(path: path, byteOffset: 4))
        }
    }

    func testOverlongEncodedSurrogatesAndTruncatedSequencesAreInvalid() {
        for bad: [UInt8] in [[0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            let path = write(Array("ok ".utf8) + bad, to: "bad-\(bad.count).txt")
            XCTAssertThrowsError(try TextFile.read(path), "\(bad)") { error in
                XCTAssertEqual(error as? TextFileError, .invalidUTF8(path: path, byteOffset: 3))
            }
        }
    }

    func testNonASCIIDecodingMatchesSwift() throws {
        let text = "naïve café — 😀 𝄞 日本語\r\nline two\rthree"
        let path = write(Array(text.utf8), to: "unicode.txt")
        let document = try TextFile.read(path).document
        XCTAssertEqual(document.units(in: document.fullRange), Array(text.utf16))
        XCTAssertEqual(document.lines.count, 3)
    }

    func testAFileWithNULBytesIsBinary() {
        let path = write([0x61, 0x00, 0x62], to: "data.bin")
        XCTAssertThrowsError(try TextFile.read(path)) { error in
            XCTAssertEqual(error as? TextFileError, .binary(path: path))
        }
    }

    func testAMissingFileIsAnErrorNamingIt() {
        let path = folder + "/missing.txt"
        XCTAssertThrowsError(try TextFile.read(path)) { error in
            XCTAssertEqual(error as? TextFileError, .missing(path: path))
            XCTAssertEqual("\(error)", path + ": no such file or folder")
        }
    }

    /// W2: a UTF-16 or UTF-32 file is named for what it is, not called binary.
    func testWideUnicodeFilesAreNamedByTheirByteOrderMark() {
        for (mark, name) in [([0xFF, 0xFE] as [UInt8], "UTF-16LE"), ([0xFE, 0xFF], "UTF-16BE"), ([0xFF, 0xFE, 0, 0], "UTF-32LE"), ([0, 0, 0xFE, 0xFF], "UTF-32BE")] {
            let path = write(mark + [0x41, 0x00], to: "wide-\(name).txt")
            XCTAssertThrowsError(try TextFile.read(path)) { error in
                XCTAssertEqual(error as? TextFileError, .unsupportedEncoding(path: path, encoding: name))
            }
        }
    }

    /// E4: a FIFO or a device is refused before anything reads from it (a read of /dev/zero never ends).
    func testWhatIsNotARegularFileIsRefusedUnread() {
        XCTAssertEqual(mkfifo(folder + "/fifo", 0o644), 0)
        for (path, kind) in [(folder + "/fifo", "a FIFO (named pipe)"), ("/dev/zero", "a device"), ("/dev/null", "a device"), (folder, "a folder")] {
            XCTAssertThrowsError(try TextFile.read(path)) { error in
                XCTAssertEqual(error as? TextFileError, .notRegularFile(path: path, kind: kind))
            }
        }
    }

    /// E7: PEP 263 and Emacs coding lines, in either of the first two lines.
    func testAFileInADeclaredEncodingIsDecodedAndWrittenBackInIt() throws {
        let latin = write(Array("#!/usr/bin/env python\n# -*- coding: latin-1 -*-\nname = 'Caf".utf8) + [0xE9, 0x27, 0x0A], to: "latin.py")
        let file = try TextFile.read(latin)
        XCTAssertEqual(file.declaredEncoding, "latin-1")
        XCTAssertTrue(file.document.text.hasSuffix("name = 'Café'\n"))
        try TextFile.write(file.document, to: latin, byteOrderMark: false, encoding: file.declaredEncoding)
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: latin))).suffix(3), [0xE9, 0x27, 0x0A])
        let koi = write(Array("# vim: set fileencoding=koi8-r :\n# ".utf8) + [0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4, 0x0A], to: "koi.py")
        XCTAssertEqual(try TextFile.read(koi).document.text, "# vim: set fileencoding=koi8-r :\n# Привет\n")
        let undeclared = write(Array("x\n\n# coding: latin-1\nCaf".utf8) + [0xE9], to: "late.py")
        XCTAssertThrowsError(try TextFile.read(undeclared), "only the first two lines declare")
        let unknown = write(Array("# coding: klingon\n".utf8) + [0xE9], to: "unknown.py")
        XCTAssertThrowsError(try TextFile.read(unknown)) { error in
            XCTAssertEqual(error as? TextFileError, .invalidUTF8(path: unknown, byteOffset: 18))
        }
    }

    /// A fixer writes only over the bytes it read: a save in between wins.
    func testAWriteOverChangedBytesLeavesTheFileAlone() throws {
        let path = write(Array("first\n".utf8), to: "changed.txt")
        let read = try Data(contentsOf: URL(fileURLWithPath: path))
        try TextFile.write(TextDocument("second\n"), to: path, byteOrderMark: false, unlessChangedFrom: read)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "second\n")
        XCTAssertThrowsError(try TextFile.write(TextDocument("third\n"), to: path, byteOrderMark: false, unlessChangedFrom: read)) { error in
            XCTAssertEqual(error as? TextFileError, .changedOnDisk(path: path))
            XCTAssertTrue("\(error)".contains("left as it is now"))
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "second\n")
    }

    func testWritingKeepsThePermissionsAndLeavesNoTemporaryFile() throws {
        let path = write(Array("#!/bin/sh\n".utf8), to: "script.sh")
        XCTAssertEqual(chmod(path, 0o751), 0)
        try TextFile.write(TextDocument("#!/bin/sh\necho hi\n"), to: path, byteOrderMark: false)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o751)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["script.sh"])
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "#!/bin/sh\necho hi\n")
    }

    func testAFailedWriteLeavesTheOriginalUntouched() throws {
        let path = write(Array("keep me".utf8), to: "keep.txt")
        XCTAssertThrowsError(try TextFile.write(TextDocument("new"), to: folder + "/no/such/folder/keep.txt", byteOrderMark: false))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "keep me")
    }

    func testALoneSurrogateIsWrittenAsAReplacementCharacter() {
        let document = TextDocument("😀")
        document.replace(TextRange(1, 1), withUnits: [])
        XCTAssertEqual(document.utf8Bytes(), [0xEF, 0xBF, 0xBD])
    }
}
