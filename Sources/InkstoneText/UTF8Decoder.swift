import Foundation

/// Decodes UTF-8 bytes straight into rope leaves and line lengths, with a fast path for
/// ASCII (most source and prose files) that widens bytes without per-character work.
enum UTF8Decoder {
    struct InvalidByte: Error {
        let offset: Int
    }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(InvalidByte) -> (storage: UTF16Rope, lines: LineIndex) {
        if isASCII(bytes) { return decodeASCII(bytes) }
        let units = try decodeGeneral(bytes)
        return (UTF16Rope(units: units), LineIndex(units: units))
    }

    /// Widening and line indexing touch different memory, so they run side by side.
    private static func decodeASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> (storage: UTF16Rope, lines: LineIndex) {
        let results = LoadResults()
        nonisolated(unsafe) let input = bytes  // read-only while both halves run
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 {
                results.storage = UTF16Rope(slab: widen(input), count: input.count)
            } else {
                results.lines = LineIndex(lines: scanLines(input))
            }
        }
        return (results.storage!, results.lines!)
    }

    /// The two halves of a parallel load; each is written by one thread only.
    private final class LoadResults: @unchecked Sendable {
        var storage: UTF16Rope?
        var lines: LineIndex?
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
    }

    /// Widens ASCII bytes into a slab laid out for rope leaves, in a loop the compiler
    /// vectorizes.
    private static func widen(_ bytes: UnsafeBufferPointer<UInt8>) -> UnitSlab {
        let slab = UnitSlab(count: RopeNode.slabSize(forUnits: bytes.count))
        guard let source = bytes.baseAddress else { return slab }
        var start = 0
        var target = slab.base
        while start < bytes.count {
            let count = min(RopeNode.fill, bytes.count - start)
            let chunk = source + start
            for index in 0..<count { target[index] = UInt16(chunk[index]) }
            start += count
            target += RopeNode.fill + RopeNode.slabSlack
        }
        return slab
    }

    /// Line lengths of ASCII bytes; with no CR anywhere this is a memchr loop.
    private static func scanLines(_ bytes: UnsafeBufferPointer<UInt8>) -> [(length: UInt32, delimiter: LineDelimiter)] {
        guard let base = bytes.baseAddress, memchr(base, 0x0D, bytes.count) == nil else {
            var scanner = LineBreakScanner()
            scanner.scan(bytes)
            return scanner.finish(includeLastLine: true)
        }
        var lines: [(length: UInt32, delimiter: LineDelimiter)] = []
        lines.reserveCapacity(bytes.count / 40 + 1)
        var start = 0
        while start < bytes.count, let found = memchr(base + start, 0x0A, bytes.count - start) {
            let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            lines.append((UInt32(end - start), .lf))
            start = end
        }
        lines.append((UInt32(bytes.count - start), .none))
        return lines
    }

    private static func decodeGeneral(_ bytes: UnsafeBufferPointer<UInt8>) throws(InvalidByte) -> [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count)
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                units.append(UInt16(lead))
                index += 1
                continue
            }
            let (length, scalar) = try decodeSequence(bytes, at: index)
            if scalar >= 0x10000 {
                let value = scalar - 0x10000
                units.append(UInt16(0xD800 + (value >> 10)))
                units.append(UInt16(0xDC00 + (value & 0x3FF)))
            } else {
                units.append(UInt16(scalar))
            }
            index += length
        }
        return units
    }

    /// Decodes one multi-byte sequence, rejecting overlong forms, encoded surrogates and
    /// values past U+10FFFF; the error names the sequence's first byte.
    private static func decodeSequence(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) throws(InvalidByte) -> (Int, UInt32) {
        let lead = bytes[index]
        let length: Int
        var scalar: UInt32
        var lowest: UInt8 = 0x80, highest: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
        case 0xE0: length = 3; scalar = 0; lowest = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
        case 0xED: length = 3; scalar = 0x0D; highest = 0x9F
        case 0xF0: length = 4; scalar = 0; lowest = 0x90
        case 0xF1...0xF3: length = 4; scalar = UInt32(lead & 0x07)
        case 0xF4: length = 4; scalar = 4; highest = 0x8F
        default: throw InvalidByte(offset: index)
        }
        guard index + length <= bytes.count else { throw InvalidByte(offset: index) }
        for position in 1..<length {
            let byte = bytes[index + position]
            let low: UInt8 = position == 1 ? lowest : 0x80
            let high: UInt8 = position == 1 ? highest : 0xBF
            guard byte >= low && byte <= high else { throw InvalidByte(offset: index) }
            scalar = (scalar << 6) | UInt32(byte & 0x3F)
        }
        return (length, scalar)
    }
}
