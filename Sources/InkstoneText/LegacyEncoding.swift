import Foundation

/// Text encodings other than UTF-8 that Inkstone reads: those a Hunspell `.aff` names
/// in its `SET` line and those a source file declares in a PEP 263 / Emacs coding
/// line (`# -*- coding: latin-1 -*-`).
public enum LegacyEncoding {
    /// The encoding called `name` (case, `-` and `_` ignored): UTF-8, every ISO-8859
    /// part that Foundation converts, KOI8-R/U and the Windows code pages 1250–1257,
    /// with Python's aliases (`latin-1`, `l1`, `cp1252` …). Nil when unknown.
    public static func named(_ name: String) -> String.Encoding? {
        let key = name.uppercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
        if let known = foundation[key] { return known }
        return coreFoundation[key].map { String.Encoding(rawValue: 0x8000_0000 | $0) }
    }

    private static let foundation: [String: String.Encoding] = [
        "UTF8": .utf8, "ASCII": .ascii, "USASCII": .ascii,
        "ISO88591": .isoLatin1, "ISO885911987": .isoLatin1, "LATIN1": .isoLatin1, "L1": .isoLatin1,
        "ISO88592": .isoLatin2, "LATIN2": .isoLatin2, "L2": .isoLatin2,
        "CP1250": .windowsCP1250, "MICROSOFTCP1250": .windowsCP1250, "WINDOWS1250": .windowsCP1250,
        "CP1251": .windowsCP1251, "MICROSOFTCP1251": .windowsCP1251, "WINDOWS1251": .windowsCP1251,
        "CP1252": .windowsCP1252, "MICROSOFTCP1252": .windowsCP1252, "WINDOWS1252": .windowsCP1252,
        "CP1253": .windowsCP1253, "MICROSOFTCP1253": .windowsCP1253, "WINDOWS1253": .windowsCP1253,
        "CP1254": .windowsCP1254, "MICROSOFTCP1254": .windowsCP1254, "WINDOWS1254": .windowsCP1254,
    ]

    /// Core Foundation's numbers for the others, as Foundation's encodings.
    private static let coreFoundation: [String: UInt] = [
        "ISO88593": 0x203, "ISO88594": 0x204, "ISO88595": 0x205, "ISO88596": 0x206, "ISO88597": 0x207,
        "ISO88598": 0x208, "ISO88599": 0x209, "LATIN5": 0x209, "ISO885910": 0x20A, "ISO885911": 0x20B,
        "ISO885913": 0x20D, "ISO885914": 0x20E, "ISO885915": 0x20F, "LATIN9": 0x20F, "ISO885916": 0x210,
        "KOI8R": 0xA02, "KOI8U": 0xA08,
        "CP1255": 0x505, "WINDOWS1255": 0x505, "CP1256": 0x506, "WINDOWS1256": 0x506, "CP1257": 0x507, "WINDOWS1257": 0x507,
    ]

    /// The encoding a coding line in the first two lines declares (PEP 263:
    /// `^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)`), as its name; nil when there is none.
    public static func declaredName(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var lineStart = 0
        for _ in 0..<2 {
            guard lineStart < bytes.count else { return nil }
            let lineEnd = bytes[lineStart...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.count
            let line = String(decoding: bytes[lineStart..<lineEnd].prefix(300), as: UTF8.self)
            if let name = name(inCodingLine: line) { return name }
            lineStart = lineEnd + 1
            if lineEnd < bytes.count, bytes[lineEnd] == 0x0D, lineStart < bytes.count, bytes[lineStart] == 0x0A { lineStart += 1 }
        }
        return nil
    }

    private static let codingLine = try! NSRegularExpression(pattern: #"^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)"#)

    static func name(inCodingLine line: String) -> String? {
        let range = NSRange(location: 0, length: (line as NSString).length)
        guard let match = codingLine.firstMatch(in: line, range: range) else { return nil }
        return (line as NSString).substring(with: match.range(at: 1))
    }
}
