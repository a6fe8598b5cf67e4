import Foundation

/// Regular-expression search over a document, with NSRegularExpression semantics:
/// ICU syntax, UTF-16 ranges, `$1` templates.
public struct TextSearch {
    public let expression: NSRegularExpression

    /// Throws `TextSearchError.invalidPattern` naming the pattern.
    public init(pattern: String, caseInsensitive: Bool = false) throws(TextSearchError) {
        do {
            expression = try NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
        } catch {
            throw .invalidPattern(pattern)
        }
    }

    public func matches(in document: TextDocument) -> [TextRange] {
        let text = document.text
        return expression.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
            .map { TextRange($0.range.location, $0.range.length) }
    }

    /// The replacements that replace-all would make, in document order: each matched
    /// range with its expanded template.
    public func replacements(in document: TextDocument, template: String) -> [(range: TextRange, units: [UInt16])] {
        let text = document.text
        let matches = expression.matches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
        return matches.map { match in
            let replacement = expression.replacementString(for: match, in: text, offset: 0, template: template)
            return (TextRange(match.range.location, match.range.length), Array(replacement.utf16))
        }
    }

    /// Replaces every match; returns the changes made (last match first).
    @discardableResult
    public func replaceAll(in document: TextDocument, template: String) -> [TextChange] {
        document.apply(replacements(in: document, template: template))
    }
}
