import InkstoneText

/// The value of an HTML or JSX attribute that names things for the browser, not for
/// people — `rel="noopener noreferrer"`, `className="flex items-center"`, `href`, `type`,
/// `target` — is code, though the grammar captures it as a string (issue #26: zod's
/// documentation site, five of its sampled findings). A `title`, `alt`, `placeholder` or
/// `aria-label` is read: people see those.
enum MarkupAttributes {
    /// The attributes whose values are for the browser or the framework.
    static let codeAttributes: Set<String> = [
        "rel", "class", "className", "id", "href", "src", "srcSet", "srcset", "type", "target", "key", "style", "name",
        "role", "method", "action", "lang", "for", "htmlFor", "variant", "size", "color", "as", "sizes", "media",
        "crossOrigin", "crossorigin", "referrerPolicy", "referrerpolicy", "loading", "decoding", "autoComplete",
        "autocomplete", "inputMode", "inputmode", "enctype", "charset", "integrity", "sandbox", "allow", "xmlns", "viewBox",
        "d", "fill", "stroke", "align", "dir", "slot", "ref", "path", "to",
    ]

    /// Whether the string literal whose text is `literal` is the value of such an
    /// attribute: `name="…"`, `name='…'` or `name={"…"}` right before its opening quote.
    static func isCodeValue(_ literal: TextRange, in document: TextDocument) -> Bool {
        var index = literal.location - 1
        guard index >= 0, document[index] == 0x22 || document[index] == 0x27 || document[index] == 0x60 else { return false }
        index -= 1
        if index >= 0 && document[index] == 0x7B { index -= 1 }  // `{"…"}`
        guard index >= 0 && document[index] == 0x3D else { return false }
        index -= 1
        let end = index + 1
        while index >= 0 && isNameUnit(document[index]) { index -= 1 }
        guard end - (index + 1) >= 1, index >= 0, document[index] == 0x20 || document[index] == 0x09 || document[index] == 0x0A else { return false }
        let name = document.string(in: TextRange(index + 1, end - (index + 1)))
        return codeAttributes.contains(name) || name.hasPrefix("data-")
    }

    private static func isNameUnit(_ unit: UInt16) -> Bool {
        (0x61...0x7A).contains(unit) || (0x41...0x5A).contains(unit) || (0x30...0x39).contains(unit) || unit == 0x2D || unit == 0x5F
    }
}
