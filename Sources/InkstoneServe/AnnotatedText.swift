import Foundation
import InkstoneJSON
import InkstoneText

/// What a client sends to check: plain `text`, or LanguageTool's annotated `data`
/// (`{"annotation": [{"text": …}, {"markup": …, "interpretAs": …}]}`), whose markup is
/// never checked (its `interpretAs`, a paragraph break say, is read in its place) and
/// whose offsets count the whole original, markup included. Offsets are UTF-16 code
/// units, as Java (and LanguageTool's clients) count them.
struct AnnotatedText: Equatable {
    /// A run of the text the judge reads and where it came from.
    struct Segment: Equatable {
        let checked: TextRange
        let original: TextRange
        let isMarkup: Bool
    }

    /// What the judge reads.
    let checked: String
    let segments: [Segment]

    init(plain text: String) {
        checked = text
        let range = TextRange(0, text.utf16.count)
        segments = [Segment(checked: range, original: range, isMarkup: false)]
    }

    init(annotation data: String) throws(APIError) {
        let value: JSONValue
        do { value = try JSONValue.parse(Data(data.utf8)) } catch {
            throw APIError(400, "'data' is not valid JSON: \(error); it should be {\"annotation\": [{\"text\": \"…\"}, {\"markup\": \"…\"}]}")
        }
        guard let items = value["annotation"]?.array else {
            throw APIError(400, "'data' needs an \"annotation\" array, as in {\"annotation\": [{\"text\": \"A sentence.\"}]}")
        }
        var checked = "", segments: [Segment] = []
        var (checkedLength, originalLength) = (0, 0)
        for (index, item) in items.enumerated() {
            let piece: (read: String, original: String, isMarkup: Bool)
            if let text = item["text"]?.string {
                piece = (text, text, false)
            } else if let markup = item["markup"]?.string {
                piece = (item["interpretAs"]?.string ?? "", markup, true)
            } else {
                throw APIError(400, "'data' annotation item \(index) has neither a \"text\" nor a \"markup\" string: \(item.text.prefix(60))")
            }
            let (read, original) = (piece.read.utf16.count, piece.original.utf16.count)
            segments.append(Segment(checked: TextRange(checkedLength, read), original: TextRange(originalLength, original), isMarkup: piece.isMarkup))
            checked += piece.read
            checkedLength += read
            originalLength += original
        }
        (self.checked, self.segments) = (checked, segments)
    }

    /// Where a range of the checked text lies in the original; nil for one that lies
    /// wholly in what markup was read as.
    func original(of range: TextRange) -> TextRange? {
        let touched = segments.filter { $0.checked.location < range.end && range.location < $0.checked.end
            || range.length == 0 && $0.checked.location == range.location }
        guard touched.contains(where: { !$0.isMarkup }), let first = touched.first, let last = touched.last else { return nil }
        let start = first.isMarkup ? first.original.end : first.original.location + (range.location - first.checked.location)
        let end = last.isMarkup ? last.original.location : last.original.location + (range.end - last.checked.location)
        return TextRange(start, max(0, end - start))
    }
}
