"""What a LanguageTool user types first, through a real LanguageTool client
(language-tool-python) against `inkstone serve`: issue #52's ten sentences and four
more of the same kind. Prints, as JSON, each sentence with the rules that matched and
the text after the client's `correct`.

usage: language_tool_sentences.py PORT
"""
import json
import sys

import language_tool_python
from language_tool_python.utils import correct

SENTENCES = [
    "I has a apple.",
    "Their is a problem.",
    "You could of told me.",
    "Its a nice day.",
    "He go to school.",
    "I want alot of cake.",
    "We should of known.",
    "i like it.",
    "The dog wagged it's tail.",
    "I am more taller than you.",
    "She don't like it.",
    "This are my books.",
    "Your welcome.",
    "He have a car.",
]

tool = language_tool_python.LanguageTool("en-US", remote_server=f"http://127.0.0.1:{sys.argv[1]}")
report = []
for sentence in SENTENCES:
    matches = tool.check(sentence)
    report.append({"sentence": sentence, "rules": [m.rule_id for m in matches], "corrected": correct(sentence, matches)})
tool.close()
print(json.dumps(report))
