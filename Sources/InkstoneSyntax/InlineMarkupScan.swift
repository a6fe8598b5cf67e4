/// A scan of a paragraph's text before the Markdown inline grammar parses it. The
/// tree-sitter runtime Debian ships takes quadratic time, and past some tens of
/// thousands of markers corrupts its heap, on paragraphs made mostly of inline markup
/// (`_a _a _a …`, `![a ![a …`, `[a]([a]([a](…)))`), and no check stops it midway:
/// such a paragraph is refused before the parse.
enum InlineMarkupScan {
    /// Why the paragraph in `units` must not be parsed, or nil.
    static func problem(in units: [UInt16], limits: ParseLimits) -> (failure: ParseFailure, offset: Int)? {
        var depth = 0
        var markers = 0
        var index = 0
        while index < units.count {
            switch units[index] {
            case 0x5C: index += 1  // \ escapes the next unit
            case 0x28, 0x5B:  // ( [
                depth += 1
                markers += 1
                if depth > limits.inlineDepth { return (.nestedTooDeeply(depth: limits.inlineDepth, offset: index), index) }
            case 0x29, 0x5D:  // ) ]
                depth = max(0, depth - 1)
                markers += 1
            case 0x2A, 0x5F, 0x7E, 0x21, 0x3C, 0x60:  // * _ ~ ! < `
                markers += 1
            default: break
            }
            if markers > limits.inlineMarkers { return (.tooMuchMarkup(markers: limits.inlineMarkers, offset: index), index) }
            index += 1
        }
        return nil
    }
}
