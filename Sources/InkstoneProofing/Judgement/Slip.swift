/// One slip of the keyboard or the pen that would turn a word into another: what the
/// judge asks of a refused word is whether undoing one such slip gives a common word.
/// `SlipGenerator` makes them all; the decisions ask for the kinds and places they weigh.
public struct Slip: Hashable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// Two neighbours swapped (`recieve` ← `receive`).
        case swap
        /// A letter written twice where the word has it once (`commpile`).
        case doubling
        /// A doubled letter written once (`occured`).
        case singling
        /// A letter left out (`becaus`): the candidate has one more.
        case omission
        /// A letter too many (`buildt`): the candidate has one less.
        case addition
        /// A letter changed for another (`whilw`).
        case substitution
    }

    public let kind: Kind
    /// Where in the written word the slip is (a letter's index, 0-based).
    public let index: Int
    /// The word undoing the slip gives.
    public let candidate: String
}
