import Foundation
import XCTest

/// A real editor, end to end (issue #15): Debian's Neovim (installed by `make test`'s
/// setup step) runs headless, starts `inkstone lsp`, opens a Markdown file with one
/// misspelling in prose and the same word in a code span, waits for the diagnostic,
/// applies the preferred code action, types more text with `nvim_buf_set_text`, and
/// writes the buffer.
final class NeovimEndToEndTests: XCTestCase {
    private static let script = #"""
    local out = { steps = {} }
    local function finish(ok, reason)
      out.ok = ok
      out.reason = reason
      io.stdout:write(vim.fn.json_encode(out) .. '\n')
      vim.cmd('qall!')
    end
    local function snapshot(name, bufnr)
      local list = {}
      for _, d in ipairs(vim.diagnostic.get(bufnr)) do
        list[#list + 1] = { lnum = d.lnum, col = d.col, end_col = d.end_col, code = d.code, source = d.source }
      end
      out.steps[name] = list
      return list
    end
    vim.cmd('edit ' .. vim.fn.fnameescape(vim.env.DOC))
    local bufnr = vim.api.nvim_get_current_buf()
    local id = vim.lsp.start_client({ name = 'inkstone', cmd = { vim.env.INKSTONE, 'lsp', '--stdio' }, root_dir = vim.env.ROOT })
    if not id then return finish(false, 'the client did not start') end
    vim.lsp.buf_attach_client(bufnr, id)
    -- The preferred action needs the suggestions, which come once the index is ready.
    local ready = vim.wait(180000, function()
      local d = vim.diagnostic.get(bufnr)
      return #d >= 1 and d[1].user_data and d[1].user_data.lsp and d[1].user_data.lsp.data
        and #(d[1].user_data.lsp.data.suggestions or {}) > 0
    end, 50)
    snapshot('opened', bufnr)
    if not ready then return finish(false, 'no diagnostic with suggestions') end
    local params = {
      textDocument = { uri = vim.uri_from_bufnr(bufnr) },
      range = { start = { line = 0, character = 4 }, ['end'] = { line = 0, character = 12 } },
      context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(bufnr, 0) },
    }
    local responses = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', params, 10000) or {}
    local chosen
    for _, response in pairs(responses) do
      for _, action in ipairs(response.result or {}) do
        if action.isPreferred then chosen = action end
      end
    end
    if not chosen then return finish(false, 'no preferred code action') end
    out.action = chosen.title
    vim.lsp.util.apply_workspace_edit(chosen.edit, 'utf-16')
    vim.wait(10000, function() return #vim.diagnostic.get(bufnr) == 0 end, 50)
    snapshot('fixed', bufnr)
    -- Typing after an emoji: the client sends the edit with UTF-16 columns.
    vim.api.nvim_buf_set_text(bufnr, 2, 0, 2, 0, { '😀 Also becuase it. ' })
    vim.wait(10000, function() return #vim.diagnostic.get(bufnr) == 1 end, 50)
    snapshot('typed', bufnr)
    vim.cmd('write')
    vim.lsp.stop_client(id)
    vim.wait(5000, function() return vim.lsp.get_client_by_id(id) == nil end, 50)
    finish(true, '')
    """#

    func testNeovimSeesOneFindingAppliesThePreferredFixAndWritesTheFile() throws {
        guard let nvim = ["/usr/bin/nvim", "/usr/local/bin/nvim"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("Neovim is not installed: 'make test' installs Debian's neovim (scripts/setup.sh)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-nvim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let doc = folder.appendingPathComponent("notes.md")
        try "The langauge is short.\n\nSee `langauge` in code.\n".write(to: doc, atomically: true, encoding: .utf8)
        let script = folder.appendingPathComponent("e2e.lua")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        let result = try CommandRunner.runProgram(
            nvim, ["--headless", "--clean", "-u", "NONE", "-c", "luafile " + script.path], in: folder.path,
            environment: ["DOC": doc.path, "ROOT": folder.path, "INKSTONE": CommandRunner.executable.path,
                          "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path],
            timeout: 300)
        let line = try XCTUnwrap(result.stdout.split(separator: "\n").last { $0.hasPrefix("{") }, "stdout: \(result.stdout) stderr: \(result.stderr)")
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        XCTAssertEqual(report["ok"] as? Bool, true, "\(report)")
        let steps = try XCTUnwrap(report["steps"] as? [String: Any])
        let opened = try XCTUnwrap(steps["opened"] as? [[String: Any]])
        XCTAssertEqual(opened.count, 1, "one finding: the code span's word is protected")
        XCTAssertEqual(opened.first?["lnum"] as? Int, 0)
        XCTAssertEqual(opened.first?["col"] as? Int, 4)
        XCTAssertEqual(opened.first?["source"] as? String, "inkstone")
        XCTAssertEqual(report["action"] as? String, "Replace with 'language'")
        XCTAssertEqual((steps["fixed"] as? [Any])?.count, 0)
        let typed = try XCTUnwrap(steps["typed"] as? [[String: Any]])
        XCTAssertEqual(typed.count, 1)
        XCTAssertEqual(typed.first?["lnum"] as? Int, 2)
        XCTAssertEqual(typed.first?["col"] as? Int, 10, "byte column of 'becuase' after the 4-byte emoji")
        XCTAssertEqual(try String(contentsOf: doc, encoding: .utf8),
                       "The language is short.\n\n😀 Also becuase it. See `langauge` in code.\n")
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// The documented set-up for Neovim 0.7–0.10, read from docs/editors.md and run as it
    /// is (issue #53, item 6): two buffers of one root share one server, another root
    /// gets its own; in a root whose .inkstone.json is broken, the personal and project
    /// words still apply; a code action asked at the cursor with an empty context
    /// offers the fix.
    private static let documentedScript = #"""
    local out = { steps = {} }
    local function finish(ok, reason)
      out.ok = ok
      out.reason = reason
      io.stdout:write(vim.fn.json_encode(out) .. '\n')
      vim.cmd('qall!')
    end
    vim.o.hidden = true
    vim.cmd('filetype on')
    -- Headless, a long message would wait for Enter: the server's messages are kept instead.
    out.messages = {}
    vim.lsp.handlers['window/showMessage'] = function(_, result) out.messages[#out.messages + 1] = result.message end
    dofile(vim.env.SNIPPET)
    local buffers = {}
    for _, name in ipairs({ 'ONE', 'TWO', 'THREE' }) do
      vim.cmd('edit ' .. vim.fn.fnameescape(vim.env[name]))
      buffers[#buffers + 1] = vim.api.nvim_get_current_buf()
    end
    local function client_of(buf)
      for id, _ in pairs(vim.lsp.buf_get_clients(buf)) do return id end
    end
    local attached = vim.wait(30000, function()
      return client_of(buffers[1]) and client_of(buffers[2]) and client_of(buffers[3])
    end, 50)
    if not attached then return finish(false, 'not every buffer has a client') end
    out.clients = #vim.lsp.get_active_clients()
    out.shared = client_of(buffers[1]) == client_of(buffers[2])
    out.separate = client_of(buffers[1]) ~= client_of(buffers[3])
    local first = buffers[1]
    local ready = vim.wait(180000, function()
      local d = vim.diagnostic.get(first)
      return #d >= 1 and d[1].user_data and d[1].user_data.lsp and d[1].user_data.lsp.data
        and #(d[1].user_data.lsp.data.suggestions or {}) > 0
    end, 50)
    local words = {}
    for _, d in ipairs(vim.diagnostic.get(first)) do words[#words + 1] = d.user_data.lsp.data.word end
    out.words = words
    if not ready then return finish(false, 'no diagnostic with suggestions') end
    local params = {
      textDocument = { uri = vim.uri_from_bufnr(first) },
      range = { start = { line = 0, character = 30 }, ['end'] = { line = 0, character = 30 } },
      context = { diagnostics = {} },
    }
    local titles = {}
    for _, response in pairs(vim.lsp.buf_request_sync(first, 'textDocument/codeAction', params, 10000) or {}) do
      for _, action in ipairs(response.result or {}) do titles[#titles + 1] = action.title end
    end
    out.titles = titles
    finish(true, '')
    """#

    func testTheDocumentedSetUpSharesAServerPerRootAndKeepsWordsDespiteABrokenConfig() throws {
        guard let nvim = ["/usr/bin/nvim", "/usr/local/bin/nvim"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("Neovim is not installed: 'make test' installs Debian's neovim (scripts/setup.sh)")
        }
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/editors.md")
        let page = try String(contentsOf: docs, encoding: .utf8)
        let section = try XCTUnwrap(page.components(separatedBy: "## Neovim 0.7 to 0.10").dropFirst().first)
        let snippet = try XCTUnwrap(section.components(separatedBy: "```lua\n").dropFirst().first?.components(separatedBy: "```").first)
        let folder = try temporaryFolder("nvim-roots")
        let files: [(String, String)] = [
            ("a/.inkstone.json", #"{"wrods": []}"#), ("a/.inkstone-words.txt", "Quuxly\n"),
            ("a/one.md", "Frobnik and Quuxly see the langauge.\n"), ("a/sub/two.md", "Also fine.\n"),
            ("b/three.md", "Fine too.\n"), ("config/inkstone/words.txt", "Frobnik\n"), ("snippet.lua", snippet),
            ("e2e.lua", Self.documentedScript),
        ]
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: ((folder + "/" + path) as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: folder + "/" + path, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: folder + "/b/.git", withIntermediateDirectories: true)
        let path = CommandRunner.executable.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let result = try CommandRunner.runProgram(
            nvim, ["--headless", "--clean", "-u", "NONE", "-c", "luafile " + folder + "/e2e.lua"], in: folder,
            environment: ["SNIPPET": folder + "/snippet.lua", "ONE": folder + "/a/one.md", "TWO": folder + "/a/sub/two.md",
                          "THREE": folder + "/b/three.md", "PATH": path, "XDG_CONFIG_HOME": folder + "/config"],
            timeout: 300)
        let line = try XCTUnwrap(result.stdout.split(separator: "\n").last { $0.hasPrefix("{") }, "stdout: \(result.stdout) stderr: \(result.stderr)")
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        XCTAssertEqual(report["ok"] as? Bool, true, "\(report)")
        XCTAssertEqual(report["clients"] as? Int, 2, "one server per root: \(report)")
        XCTAssertEqual(report["shared"] as? Bool, true, "\(report)")
        XCTAssertEqual(report["separate"] as? Bool, true, "\(report)")
        XCTAssertEqual(report["words"] as? [String], ["langauge"], "the broken config keeps your words and the project's: \(report)")
        XCTAssertTrue((report["messages"] as? [String] ?? []).contains { $0.contains("wrods") }, "the broken config is said: \(report)")
        XCTAssertTrue((report["titles"] as? [String] ?? []).contains("Replace with 'language'"), "an empty context: \(report)")
    }
}
