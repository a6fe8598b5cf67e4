// A C face for CLD2's C++ API, so that Swift can call it (issue #26, item 4).
#include <cstdio>
#include <cstring>
#include <cld2/public/compact_lang_det.h>
#include <cld2/public/encodings.h>
#include <cld2/internal/lang_script.h>
#include "CLanguageDetector.h"

extern "C" InkstoneLanguageGuess inkstone_detect_language(const char *utf8, int length) {
    InkstoneLanguageGuess guess;
    std::memset(&guess, 0, sizeof guess);
    CLD2::Language top3[3];
    int percent3[3] = {0, 0, 0};
    int textBytes = 0;
    bool reliable = false;
    int validPrefix = 0;
    CLD2::Language language = CLD2::UNKNOWN_LANGUAGE;
    // The checked form: a string cut mid-character is "unknown", not undefined behaviour.
    CLD2::CLDHints hints = {nullptr, nullptr, CLD2::UNKNOWN_ENCODING, CLD2::UNKNOWN_LANGUAGE};
    double scores[3];
    language = CLD2::ExtDetectLanguageSummaryCheckUTF8(utf8, length, true, &hints, 0, top3, percent3, scores,
                                                       nullptr, &textBytes, &reliable, &validPrefix);
    std::snprintf(guess.code, sizeof guess.code, "%s", CLD2::LanguageCode(language));
    guess.percent = percent3[0];
    guess.reliable = reliable ? 1 : 0;
    guess.textBytes = textBytes;
    return guess;
}
