"""LibreOffice's own LanguageTool client against `inkstone serve`: a headless soffice,
its LanguageTool settings pointed at the server through the configuration API
(what Tools > Options > Language Settings > LanguageTool Server sets), and its
grammar checker (org.openoffice.lingu.LanguageToolGrammarChecker, the code Writer
calls for each paragraph) asked to proofread a paragraph. Prints what it found as
JSON. Needs Debian's libreoffice-writer and python3-uno; run with /usr/bin/python3.

usage: /usr/bin/python3 libreoffice_client.py SERVER_URL  (e.g. http://127.0.0.1:8081/v2)
"""
import json
import os
import subprocess
import sys
import tempfile
import time

import uno
from com.sun.star.beans import PropertyValue
from com.sun.star.lang import Locale

url = sys.argv[1]
profile = tempfile.mkdtemp(prefix="inkstone-lo-")
port = 20000 + os.getpid() % 10000
office = subprocess.Popen(["soffice", "--headless", "--invisible", "--norestore", "--nologo",
                           f"-env:UserInstallation=file://{profile}",
                           f"--accept=socket,host=127.0.0.1,port={port};urp;"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
try:
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
    for _ in range(120):
        try:
            context = resolver.resolve(f"uno:socket,host=127.0.0.1,port={port};urp;StarOffice.ComponentContext")
            break
        except Exception:
            time.sleep(0.5)
    else:
        sys.exit("soffice did not start within 60 s")
    manager = context.ServiceManager
    provider = manager.createInstanceWithContext("com.sun.star.configuration.ConfigurationProvider", context)
    node = PropertyValue(Name="nodepath", Value="/org.openoffice.Office.Linguistic/GrammarChecking/LanguageTool")
    settings = provider.createInstanceWithArguments("com.sun.star.configuration.ConfigurationUpdateAccess", (node,))
    settings.setPropertyValue("BaseURL", url)
    settings.setPropertyValue("IsEnabled", True)
    settings.commitChanges()
    checker = manager.createInstanceWithContext("org.openoffice.lingu.LanguageToolGrammarChecker", context)
    text = "This sentence has a mispelled word. It was was late."
    result = checker.doProofreading("inkstone", text, Locale("en", "US", ""), 0, len(text), ())
    print(json.dumps([{"text": text[e.nErrorStart:e.nErrorStart + e.nErrorLength],
                       "suggestions": list(e.aSuggestions)[:3], "comment": e.aShortComment}
                      for e in result.aErrors]))
finally:
    office.terminate()
    office.wait()
