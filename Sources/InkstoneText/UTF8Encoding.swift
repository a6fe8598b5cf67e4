/// UTF-16 to UTF-8, one code unit at a time, so that chunked storage can be written
/// without assembling the whole text first.
enum UTF8Encoding {
    static func append(_ unit: UInt16, pendingHigh: inout UInt16?, to bytes: inout [UInt8]) {
        if let high = pendingHigh {
            pendingHigh = nil
            if Surrogates.isLow(unit) {
                let scalar = Surrogates.scalar(high: high, low: unit)
                bytes.append(UInt8(0xF0 | (scalar >> 18)))
                bytes.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
                bytes.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
                bytes.append(UInt8(0x80 | (scalar & 0x3F)))
                return
            }
            appendReplacement(to: &bytes)
        }
        switch unit {
        case 0..<0x80:
            bytes.append(UInt8(unit))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | (unit >> 6)))
            bytes.append(UInt8(0x80 | (unit & 0x3F)))
        case 0xD800...0xDBFF:
            pendingHigh = unit
        case 0xDC00...0xDFFF:
            appendReplacement(to: &bytes)
        default:
            bytes.append(UInt8(0xE0 | (unit >> 12)))
            bytes.append(UInt8(0x80 | ((unit >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (unit & 0x3F)))
        }
    }

    static func appendReplacement(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])
    }
}
