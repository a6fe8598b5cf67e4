"""A real LanguageTool client against `inkstone serve`: the PyPI package
language-tool-python (pinned in scripts/setup.sh), pointed at the server with
remote_server=. Prints what it got as JSON for InkstoneServeTests to judge.

usage: language_tool_client.py PORT
"""
import json
import sys

import language_tool_python
from language_tool_python.utils import correct

url = f"http://127.0.0.1:{sys.argv[1]}"
text = "😀 This sentence has a mispelled word. It was was late."
report = {}

tool = language_tool_python.LanguageTool("en-US", remote_server=url)
matches = tool.check(text)
report["matches"] = [
    {"rule": m.rule_id, "category": m.category, "issueType": m.rule_issue_type,
     "text": text[m.offset:m.offset + m.error_length], "replacements": m.replacements[:3]}
    for m in matches
]
report["corrected"] = correct(text, matches)

tool.disabled_rules.update({"spelling"})
report["withoutSpelling"] = [m.rule_id for m in tool.check(text)]
tool.close()

automatic = language_tool_python.LanguageTool("auto", remote_server=url)
report["auto"] = [m.rule_id for m in automatic.check("A mispelled word.")]
automatic.close()

print(json.dumps(report))
