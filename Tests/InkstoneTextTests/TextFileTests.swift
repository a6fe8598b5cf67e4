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
            guard case .unreadable(let named, _)? = error as? TextFileError else { return XCTFail("\(error)") }
            XCTAssertEqual(named, path)
        }
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
