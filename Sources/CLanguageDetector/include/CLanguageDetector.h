#ifndef INKSTONE_CLANGUAGEDETECTOR_H
#define INKSTONE_CLANGUAGEDETECTOR_H

#ifdef __cplusplus
extern "C" {
#endif

/// What Compact Language Detector 2 (Debian libcld2-dev) says a text is written in.
typedef struct {
    /// The language's code, ISO 639-1 where it has one (`en`, `fr`, `zh-Hant`); `un` for unknown.
    char code[16];
    /// The share of the text's letters in that language, 0–100.
    int percent;
    /// Whether CLD2 calls its answer reliable (enough text, a clear margin).
    int reliable;
    /// How many bytes of letters it scored (not markup, digits or punctuation).
    int textBytes;
} InkstoneLanguageGuess;

/// The most likely language of `length` bytes of valid UTF-8 plain text.
/// Not valid UTF-8: `un`, unreliable.
InkstoneLanguageGuess inkstone_detect_language(const char *utf8, int length);

#ifdef __cplusplus
}
#endif

#endif
