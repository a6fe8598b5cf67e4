import InkstoneProject
import InkstoneText

/// What the server takes from a client as text to put in a document (`inkstone/rewrite`'s
/// `newText`, `inkstone.replace`'s `text`), and so hands back as an edit: text, no
/// control characters but tab and line breaks; at most `lengthFactor` times what it
/// replaces (at least `minimumLength` units), as `inkstone rewrite` bounds a command's
/// output; and a document no larger than a file `check` reads. A 3 MB `newText` held
/// the queue 6 s and came back as an edit past the server's own 2 MB limit (issue #49).
enum NewTextLimits {
    static let lengthFactor = 8
    static let minimumLength = 64 << 10

    /// Why `text` may not replace `range` of `document`, naming `field`; nil when it may.
    static func problem(with text: String, replacing range: TextRange, in document: ReadOnlyDocument, field: String) -> String? {
        let units = text.utf16.count
        let allowed = max(minimumLength, lengthFactor * range.length)
        if units > allowed {
            return "\"\(field)\" has \(units) UTF-16 units, more than \(allowed) (\(lengthFactor) × the range it replaces, at least "
                + "\(minimumLength)): send the rewrite of the range, not a document"
        }
        if let (offset, scalar) = text.unicodeScalars.enumerated().lazy.map({ ($0.offset, $0.element) })
            .first(where: { $0.1.properties.generalCategory == .control && !["\t", "\n", "\r"].contains($0.1) }) {
            return "\"\(field)\" holds the control character U+\(String(format: "%04X", scalar.value)) at character \(offset); send text"
        }
        let length = document.length - range.length + units
        if OpenDocument.isOversized(length, bytes: { document.utf8Count - document.string(in: range).utf8.count + text.utf8.count }) {
            return "the document would be larger than \(FileCheck.sizeLimit >> 20) MB, the limit for one file"
        }
        return nil
    }
}
