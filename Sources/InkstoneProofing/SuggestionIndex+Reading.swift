import Foundation
import InkstoneText

/// Reading a Hunspell dictionary into the word forms the index suggests.
extension SuggestionIndex {
    /// Builds the index from a Hunspell `.aff`/`.dic` pair (plus extra words), ranked
    /// with `frequencies` (by default the bundled list for the dictionary's language).
    public convenience init(aff: String, dic: String, extraWords: [String] = [],
                            frequencies: WordFrequencies? = nil) throws(DictionaryError) {
        let affixData: Data, dicData: Data
        do {
            affixData = try LimitedFile.read(aff, limit: HunspellDictionary.fileSizeLimit, kind: "a dictionary file")
            dicData = try LimitedFile.read(dic, limit: HunspellDictionary.fileSizeLimit, kind: "a dictionary file")
        } catch { throw .refused(error) }
        let encoding = Self.encoding(ofAffix: affixData)
        guard let affixText = String(data: affixData, encoding: encoding),
              let dicText = String(data: dicData, encoding: encoding) else {
            throw .unsupportedEncoding(path: aff, encoding: "\(encoding)")
        }
        let expander = AffixExpander(affixText: affixText)
        var seen = Set<String>()
        var forms: [String] = []
        for entry in dicText.split(whereSeparator: \.isNewline).dropFirst() {
            for form in expander.forms(of: entry) where !form.contains(where: \.isNumber) && seen.insert(form).inserted {
                forms.append(form)
            }
        }
        forms += extraWords.filter { seen.insert($0).inserted }
        self.init(words: forms, frequencies: frequencies ?? WordFrequencies.bundled(forDictionary: dic))
    }

    /// The encoding the `.aff` file's `SET` line names; UTF-8 without one.
    private static func encoding(ofAffix data: Data) -> String.Encoding {
        HunspellDictionary.declaredEncoding(in: data).flatMap(HunspellDictionary.encoding(named:)) ?? .utf8
    }
}
