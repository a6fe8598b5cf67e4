extension TextDocument {
    /// Decodes UTF-8 text (without a byte-order mark); the error names the offset of
    /// the first byte that is not valid UTF-8.
    public convenience init(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(InvalidUTF8) {
        do {
            let decoded = try UTF8Decoder.decode(bytes)
            self.init(storage: decoded.storage, lines: decoded.lines)
        } catch {
            throw InvalidUTF8(byteOffset: error.offset)
        }
    }

    /// How many bytes `utf8Bytes()` would give, without making them.
    public var utf8Count: Int {
        var count = 0
        forEachChunk(in: fullRange) { chunk in
            for unit in chunk {
                // A pair is 4 bytes: 2 for each half; a lone half is U+FFFD, 3.
                count += unit < 0x80 ? 1 : unit < 0x800 ? 2 : Surrogates.isHigh(unit) || Surrogates.isLow(unit) ? 2 : 3
            }
        }
        return count
    }

    /// The whole text as UTF-8; a lone surrogate, which only an edit can leave behind,
    /// is written as U+FFFD.
    public func utf8Bytes() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length)
        var pendingHigh: UInt16?
        forEachChunk(in: fullRange) { chunk in
            for unit in chunk {
                UTF8Encoding.append(unit, pendingHigh: &pendingHigh, to: &bytes)
            }
        }
        if pendingHigh != nil { UTF8Encoding.appendReplacement(to: &bytes) }
        return bytes
    }
}

/// Bytes that are not UTF-8, at `byteOffset` in the input.
public struct InvalidUTF8: Error, Equatable {
    public let byteOffset: Int
}
