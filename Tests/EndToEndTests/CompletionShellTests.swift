import XCTest
import TestSupport

/// The built binary's completion scripts, run in the shells themselves: each parses, and
/// completes commands, lesson numbers, exercise ids and option values. A shell that is not
/// installed is skipped, saying so.
final class CompletionShellTests: XCTestCase {
    /// PATH with the built binary first: the scripts call `memorize-course completion --list`.
    var environment: [String: String] {
        ["PATH": BuiltBinary.productsDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
    }

    func shell(_ name: String) throws -> URL {
        for folder in ["/usr/bin", "/bin", "/usr/local/bin"] {
            let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw XCTSkip("\(name) is not installed, so its completion script was not tried (apt-get install \(name))")
    }

    func script(_ shell: String) throws -> URL {
        let result = try BuiltBinary.run(["completion", shell])
        XCTAssertEqual(result.status, 0, result.stderr)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(UUID().uuidString).\(shell)")
        try result.stdout.write(to: file, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: file) }
        return file
    }

    /// What bash offers for `words`, the last being the word under the cursor.
    func bashCompletes(_ bash: URL, _ file: URL, _ words: [String]) throws -> [String] {
        let program = "source \"$1\"; shift; COMP_WORDS=(\"$@\"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _memorize_course; printf '%s\\n' \"${COMPREPLY[@]}\""
        let result = try BuiltBinary.runProgram(bash, ["--norc", "-c", program, "bash", file.path] + words, environment: environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "", "\(words)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    func testBashScriptParsesAndCompletes() throws {
        let bash = try shell("bash")
        let file = try script("bash")
        let syntax = try BuiltBinary.runProgram(bash, ["-n", file.path])
        XCTAssertEqual(syntax.status, 0, "bash -n: \(syntax.stderr)")
        XCTAssertEqual(try bashCompletes(bash, file, ["memorize-course", "ch"]), ["check"])
        XCTAssertEqual(try bashCompletes(bash, file, ["memorize-course", "un"]), ["uninstall"])
        XCTAssertEqual(try bashCompletes(bash, file, ["memorize-course", "lesson", ""]), ["1", "2", "3", "4", "5", "6", "7", "8"])
        XCTAssertEqual(try bashCompletes(bash, file, ["memorize-course", "--course", Harness.repositoryRoot.path, "check", "a"]),
                       ["aspect-grid", "assignment2"])
        XCTAssertEqual(try bashCompletes(bash, file, ["memorize-course", "check", "assignment2", "--format", "g"]), ["gradescope", "github"])
        XCTAssertEqual(try bashCompletes(bash, file, ["memorize-course", "export", "gradescope", "f"]), ["fast-food"])
        XCTAssertEqual(try bashCompletes(bash, file, ["memorize-course", "demo", "case"]), ["case-iterable"])
        XCTAssertEqual(try bashCompletes(bash, file, ["memorize-course", "install", "--n"]), ["--no-completion"])
        XCTAssertEqual(try bashCompletes(bash, file, ["memorize-course", "lesson", "4", "--"]),
                       ["--section", "--step", "--from-start", "--no-pager", "--course", "--help"])
        XCTAssertEqual(try bashCompletes(bash, file, ["memorize-course", "check", "--path", "Packa"]), [],
                       "--path offers folders only")
        XCTAssertEqual(try bashCompletes(bash, file, ["memorize-course", "check", "--path", "Sour"]), ["Sources"])
        // A lesson's section ids and an exercise's tasks, of the lesson or exercise typed before.
        XCTAssertEqual(try bashCompletes(bash, file, ["memorize-course", "lesson", "4", "--section", "enu"]), ["enums"])
        XCTAssertEqual(try bashCompletes(bash, file, ["memorize-course", "hint", "assignment2", "task-1"]), ["task-1", "task-10"])
    }

    func testZshScriptParsesAndCompletes() throws {
        let zsh = try shell("zsh")
        let file = try script("zsh")
        let syntax = try BuiltBinary.runProgram(zsh, ["-n", file.path])
        XCTAssertEqual(syntax.status, 0, "zsh -n: \(syntax.stderr)")
        // zsh completes only in an interactive line editor: drive one in a pseudo-terminal (zpty),
        // with compadd wrapped to write what it would offer to a file.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zsh-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: file, to: folder.appendingPathComponent("_memorize-course"))
        let driver = folder.appendingPathComponent("driver.zsh")
        try #"""
        zmodload zsh/zpty
        zpty z zsh -f -i
        zpty -w z "PROMPT=''; fpath=(${(q)1} \$fpath); autoload -Uz compinit; compinit -u -D"
        zpty -w z "bindkey '^I' complete-word; zstyle ':completion:*' list-grouped false"
        zpty -w z "compadd() { if [[ \${@[1,(i)(-|--)]} == *-(O|A|D)\\ * ]]; then builtin compadd \"\$@\"; return; fi; local -a hits; builtin compadd -A hits \"\$@\"; print -l -- \$hits >> ${(q)2}; }"
        zpty -w z "comppostfuncs=(exit)"
        zpty -w -n z "$3"$'\t'
        while zpty -r z line; do :; done
        zpty -d z
        """#.write(to: driver, atomically: true, encoding: .utf8)
        func completes(_ line: String) throws -> [String] {
            let out = folder.appendingPathComponent("offered-\(UUID().uuidString)")
            let result = try BuiltBinary.runProgram(zsh, ["-f", driver.path, folder.path, out.path, line], environment: environment)
            XCTAssertEqual(result.status, 0, result.stderr)
            let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").map(String.init)
        }
        XCTAssertEqual(try completes("memorize-course ch"), ["check"])
        XCTAssertEqual(try completes("memorize-course lesson "), ["1", "2", "3", "4", "5", "6", "7", "8"])
        XCTAssertEqual(try completes("memorize-course check as"), ["aspect-grid", "assignment2"])
        XCTAssertEqual(try completes("memorize-course check --format g"), ["gradescope", "github"])
        XCTAssertEqual(try completes("memorize-course export "), ["gradescope", "classroom50", "actions"])
        XCTAssertEqual(try completes("memorize-course lesson 4 --section enu"), ["enums"])
        XCTAssertEqual(try completes("memorize-course hint assignment2 task-1"), ["task-1", "task-10"])
    }

    func testFishScriptParsesAndCompletes() throws {
        let fish = try shell("fish")
        let file = try script("fish")
        let syntax = try BuiltBinary.runProgram(fish, ["--no-config", "--no-execute", file.path], environment: ["HOME": "/nonexistent"])
        XCTAssertEqual(syntax.status, 0, "fish --no-execute: \(syntax.stderr)")
        // fish makes its config and data folders on start: give it ones of this test's own, not HOME's.
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("fish-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        func completes(_ line: String) throws -> [String] {
            var environment = self.environment
            environment["HOME"] = home.path
            environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
            environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
            let result = try BuiltBinary.runProgram(fish, ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", file.path, line],
                                                    environment: environment)
            XCTAssertEqual(result.status, 0, result.stderr)
            return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        XCTAssertEqual(try completes("memorize-course ch"), ["check"])
        XCTAssertEqual(try completes("memorize-course lesson "), ["1", "2", "3", "4", "5", "6", "7", "8"])
        XCTAssertEqual(try completes("memorize-course check as"), ["aspect-grid", "assignment2"])
        XCTAssertEqual(try completes("memorize-course check assignment2 --format g"), ["github", "gradescope"])
        XCTAssertEqual(try completes("memorize-course export gradescope f"), ["fast-food"])
        XCTAssertEqual(try completes("memorize-course lesson 4 --section enu"), ["enums"])
        XCTAssertEqual(try completes("memorize-course hint assignment2 task-1"), ["task-1", "task-10"])
    }
}
