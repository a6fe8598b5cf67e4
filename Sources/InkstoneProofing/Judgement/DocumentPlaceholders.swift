import Foundation
import InkstoneText

/// What `drop.repeated-placeholder` reads of a whole document, worked out once for all
/// its findings when first asked: whether it is a manual page, and the words it writes
/// right after an option. Read per finding, a line of 30,000 doubled words took
/// minutes (issue #49, item 2).
final class DocumentPlaceholders {
    private let document: TextDocument

    init(_ document: TextDocument) { self.document = document }

    private lazy var text: String = document.string(in: document.fullRange)

    lazy var isManualPage: Bool = RepeatedWordRule.isManualPage(text)

    lazy var namedAfterOptions: Set<String> = {
        let ns = text as NSString
        return Set(RepeatedWordRule.wordAfterOption.matches(in: text, range: NSRange(location: 0, length: ns.length))
            .map { ns.substring(with: $0.range(at: 1)) })
    }()
}
