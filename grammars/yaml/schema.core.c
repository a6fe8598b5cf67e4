/*
 * The YAML 1.2 core schema for tree-sitter-yaml's external scanner.
 *
 * tree-sitter-yaml 0.7.1's src/scanner.c does `#include "schema.core.c"`, a file that
 * upstream generates and no source distribution ships. This one was written for
 * Inkstone from the YAML 1.2.2 specification (section 10.3.2, "Tag Resolution") and
 * from what scanner.c expects of it; grammars/fetch.py copies it into
 * grammars/yaml/src/ (the manifest's "local" key).
 *
 * What scanner.c expects:
 * - each plain scalar starts in state 0 with the result RS_STR;
 * - adv_sch_stt(state, ch, &result) is called with each character of the scalar in
 *   order, including the spaces and tabs between its words and after its last one
 *   (those before a comment or the end of the line, which are not part of the token);
 *   it returns the next state and leaves in result the type of what was seen so far;
 * - SCH_STT_FRZ is a state that no character leaves, whose result stays RS_STR (the
 *   scanner also enters it itself when a scalar cannot match, as in "...x");
 * - the result is read once, when the scalar ends; a scalar over several lines is
 *   always a string whatever the result says.
 *
 * A plain scalar that matches one of these is of that type, any other is a string:
 *   null   null | Null | NULL | ~
 *   bool   true | True | TRUE | false | False | FALSE
 *   int    [-+]? [0-9]+ | 0o [0-7]+ | 0x [0-9a-fA-F]+
 *   float  [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
 *          | [-+]? ( \.inf | \.Inf | \.INF ) | \.nan | \.NaN | \.NAN
 * The empty scalar is null too, but the scanner never scans one. The core schema has
 * no timestamps: HAS_TIMESTAMP is 0, so scanner.c never asks for RS_TIMESTAMP.
 */

#include <stdint.h>

#define HAS_TIMESTAMP 0
#define SCH_STT_FRZ (-1)

typedef enum {
    RS_STR,
    RS_NULL,
    RS_BOOL,
    RS_INT,
    RS_FLOAT,
    RS_TIMESTAMP,
} ResultSchema;

/* States of the numeric part of the automaton; the keywords' states follow them. */
enum {
    SCH_START,    /* nothing seen */
    SCH_SIGN,     /* + or -                 str */
    SCH_ZERO,     /* 0                      int */
    SCH_DEC,      /* [-+]?[0-9]+            int */
    SCH_OCT_MARK, /* 0o                     str */
    SCH_OCT,      /* 0o[0-7]+               int */
    SCH_HEX_MARK, /* 0x                     str */
    SCH_HEX,      /* 0x[0-9a-fA-F]+         int */
    SCH_DOT,      /* .                      str */
    SCH_SIGN_DOT, /* [-+].                  str */
    SCH_FRAC,     /* 1. 1.5 .5              float */
    SCH_EXP_MARK, /* 1e                     str */
    SCH_EXP_SIGN, /* 1e-                    str */
    SCH_EXP,      /* 1e5                    float */
    SCH_TRAILING, /* spaces after a complete match: the result is kept */
    SCH_KEYWORD,  /* first keyword state, see sch_keyword_state() */
};

/* null, bool, .inf and .nan spelt as the core schema allows. The words after the
 * first ten follow a dot; after a sign and a dot only the three spellings of inf. */
static const struct {
    const char *word;
    ResultSchema type;
} sch_keywords[] = {
    {"null", RS_NULL},  {"Null", RS_NULL},   {"NULL", RS_NULL},   {"~", RS_NULL},
    {"true", RS_BOOL},  {"True", RS_BOOL},   {"TRUE", RS_BOOL},
    {"false", RS_BOOL}, {"False", RS_BOOL},  {"FALSE", RS_BOOL},
    {"inf", RS_FLOAT},  {"Inf", RS_FLOAT},   {"INF", RS_FLOAT},
    {"nan", RS_FLOAT},  {"NaN", RS_FLOAT},   {"NAN", RS_FLOAT},
};

enum {
    SCH_PLAIN_WORDS = 10, /* sch_keywords[0..10): a whole scalar */
    SCH_INF_END = 13,     /* sch_keywords[10..13): inf, after a dot with or without a sign */
    SCH_WORD_COUNT = sizeof(sch_keywords) / sizeof(sch_keywords[0]),
    SCH_WORD_MAX = 5,     /* the longest word, "false" */
};

/* The state after the first `length` letters of keyword `word` (length >= 1):
 * SCH_KEYWORD + 16 * 5 states stay below 127, as int8_t requires. */
static inline int8_t sch_keyword_state(int word, int length) {
    return (int8_t)(SCH_KEYWORD + word * SCH_WORD_MAX + length - 1);
}

static inline int sch_is_digit(int32_t ch) { return ch >= '0' && ch <= '9'; }

static inline int sch_is_hex_digit(int32_t ch) {
    return sch_is_digit(ch) || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
}

/* The next state after `length` letters of keyword `word` (length 0: none yet, any
 * word of [first, end)) and `ch`: the first word of the same group that has the
 * same letters so far and `ch` next. Words of a group that share a prefix, such as
 * "Null" and "NULL", share the state of the first one until they part. */
static int8_t sch_keyword_step(int first, int end, int word, int length, int32_t ch, ResultSchema *result) {
    for (int next = first; next < end; next++) {
        const char *text = sch_keywords[next].word;
        int same = 1;
        for (int i = 0; i < length && same; i++) same = text[i] == sch_keywords[word].word[i];
        if (!same || text[length] == '\0' || (unsigned char)text[length] != ch) continue;
        *result = text[length + 1] == '\0' ? sch_keywords[next].type : RS_STR;
        return sch_keyword_state(next, length + 1);
    }
    *result = RS_STR;
    return SCH_STT_FRZ;
}

static int8_t sch_go(int8_t state, ResultSchema type, ResultSchema *result) {
    *result = type;
    return state;
}

static int8_t adv_sch_stt(int8_t sch_stt, int32_t cur_chr, ResultSchema *rlt_sch) {
    if (sch_stt == SCH_STT_FRZ) return sch_go(SCH_STT_FRZ, RS_STR, rlt_sch);
    if (cur_chr == ' ' || cur_chr == '\t') {
        /* Spaces end a match, or make a scalar of several words: a string unless
         * nothing follows them. */
        return *rlt_sch == RS_STR ? SCH_STT_FRZ : SCH_TRAILING;
    }
    if (sch_stt >= SCH_KEYWORD) {
        int word = (sch_stt - SCH_KEYWORD) / SCH_WORD_MAX;
        int length = (sch_stt - SCH_KEYWORD) % SCH_WORD_MAX + 1;
        int first = word < SCH_PLAIN_WORDS ? 0 : SCH_PLAIN_WORDS;
        int end = word < SCH_PLAIN_WORDS ? SCH_PLAIN_WORDS : SCH_WORD_COUNT;
        return sch_keyword_step(first, end, word, length, cur_chr, rlt_sch);
    }
    int digit = sch_is_digit(cur_chr);
    int exponent = cur_chr == 'e' || cur_chr == 'E';
    switch (sch_stt) {
        case SCH_START:
            if (cur_chr == '0') return sch_go(SCH_ZERO, RS_INT, rlt_sch);
            if (digit) return sch_go(SCH_DEC, RS_INT, rlt_sch);
            if (cur_chr == '+' || cur_chr == '-') return sch_go(SCH_SIGN, RS_STR, rlt_sch);
            if (cur_chr == '.') return sch_go(SCH_DOT, RS_STR, rlt_sch);
            return sch_keyword_step(0, SCH_PLAIN_WORDS, 0, 0, cur_chr, rlt_sch);
        case SCH_SIGN:
            if (digit) return sch_go(SCH_DEC, RS_INT, rlt_sch);
            if (cur_chr == '.') return sch_go(SCH_SIGN_DOT, RS_STR, rlt_sch);
            break;
        case SCH_ZERO: /* 0 also starts a decimal or a float */
            if (cur_chr == 'o') return sch_go(SCH_OCT_MARK, RS_STR, rlt_sch);
            if (cur_chr == 'x') return sch_go(SCH_HEX_MARK, RS_STR, rlt_sch);
            /* fall through */
        case SCH_DEC:
            if (digit) return sch_go(SCH_DEC, RS_INT, rlt_sch);
            if (cur_chr == '.') return sch_go(SCH_FRAC, RS_FLOAT, rlt_sch);
            if (exponent) return sch_go(SCH_EXP_MARK, RS_STR, rlt_sch);
            break;
        case SCH_OCT_MARK:
        case SCH_OCT:
            if (cur_chr >= '0' && cur_chr <= '7') return sch_go(SCH_OCT, RS_INT, rlt_sch);
            break;
        case SCH_HEX_MARK:
        case SCH_HEX:
            if (sch_is_hex_digit(cur_chr)) return sch_go(SCH_HEX, RS_INT, rlt_sch);
            break;
        case SCH_DOT:
            if (digit) return sch_go(SCH_FRAC, RS_FLOAT, rlt_sch);
            return sch_keyword_step(SCH_PLAIN_WORDS, SCH_WORD_COUNT, SCH_PLAIN_WORDS, 0, cur_chr, rlt_sch);
        case SCH_SIGN_DOT:
            if (digit) return sch_go(SCH_FRAC, RS_FLOAT, rlt_sch);
            return sch_keyword_step(SCH_PLAIN_WORDS, SCH_INF_END, SCH_PLAIN_WORDS, 0, cur_chr, rlt_sch);
        case SCH_FRAC:
            if (digit) return sch_go(SCH_FRAC, RS_FLOAT, rlt_sch);
            if (exponent) return sch_go(SCH_EXP_MARK, RS_STR, rlt_sch);
            break;
        case SCH_EXP_MARK:
            if (cur_chr == '+' || cur_chr == '-') return sch_go(SCH_EXP_SIGN, RS_STR, rlt_sch);
            /* fall through */
        case SCH_EXP_SIGN:
        case SCH_EXP:
            if (digit) return sch_go(SCH_EXP, RS_FLOAT, rlt_sch);
            break;
        default: /* SCH_TRAILING: a word after the spaces */
            break;
    }
    return sch_go(SCH_STT_FRZ, RS_STR, rlt_sch);
}
