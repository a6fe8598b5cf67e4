import InkstoneText

/// The longest common prefix and then suffix of two texts, never splitting a
/// surrogate pair: what the S21 protection rule strips to find what really changes.
enum CommonAffixes {
    static func lengths(_ old: [UInt16], _ new: [UInt16]) -> (prefix: Int, suffix: Int) {
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        if prefix > 0 && Surrogates.isHigh(old[prefix - 1]) { prefix -= 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
                && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        if suffix > 0 && Surrogates.isLow(old[old.count - suffix]) { suffix -= 1 }
        return (prefix, suffix)
    }
}
