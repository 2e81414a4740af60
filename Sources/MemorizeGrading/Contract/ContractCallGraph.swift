import Foundation

/// Which of the checks' calls can reach each place of a build's contract, read from its files
/// as compiled: `serve`'s `case "name":` bodies are where calls start, and a body reaches every
/// declaration whose name it uses (a type's name before `(` or `.init`: its initializers with
/// those labels). What a `try?` or `try!` covers throws nothing out of it, so it reaches
/// nothing here. The graph errs wide (a name reaches every declaration so named, a body all its
/// closures), so a gap a call can throw is never missed; it lets the checks refuse a gap the
/// student's program gives where no code of the build could have thrown it.
struct ContractCallGraph {
    /// A function, initializer, subscript or stored or computed property with a body of code.
    struct Unit {
        let name: String
        /// An initializer's type; a function's or initializer's parameters.
        var type: String?
        var labels: [Parameter]? = nil
        let file: Int
        let body: Range<Int>
        /// False for a function or initializer whose signature says it throws nothing: what
        /// it runs cannot throw out of it.
        var canThrow = true
    }

    /// An initializer's parameter: its label (`_` for none), and whether it may be left out.
    struct Parameter {
        let label: String
        let hasDefault: Bool
    }

    private(set) var units: [Unit] = []
    private var texts: [(code: [Character], characters: [Character])] = []
    private var types: Set<String> = []
    /// Each call's name, and the bodies it runs in `serve`.
    private(set) var calls: [String: [Range<Int>]] = [:]
    /// The units by name.
    private var byName: [String: [Int]] = [:]
    /// The units each call reaches; nil when the contract has no `serve`.
    private var reach: [String: Set<Int>]?

    init(_ files: [SourceFile]) {
        for file in files {
            let text = String(decoding: file.contents, as: UTF8.self)
            let code = Array(SwiftSourceScan.blankCommentsAndStrings(text))
            texts.append((code, Array(text)))
            guard code.count == texts[texts.count - 1].characters.count else { continue }
            read(file: texts.count - 1)
        }
        guard let serve = units.first(where: { $0.name == "serve" && $0.type == nil }) else { return }
        readCases(of: serve)
        byName = Dictionary(grouping: units.indices) { units[$0].name }
        let uses = units.map { names(in: $0.body, file: $0.file) }
        let common = names(in: serve.body, file: serve.file, skipping: calls.values.flatMap { $0 })
        reach = calls.mapValues { bodies in
            reached(from: common + bodies.flatMap { names(in: $0, file: serve.file) }, uses: uses)
        }
    }

    /// The names of the calls that can reach `offset` of file `file`, or nil when that cannot be
    /// told (no `serve`, or a place in no declaration's body): then any call may.
    func calls(reaching offset: Int, inFile file: Int) -> Set<String>? {
        guard let reach, let target = units.indices.filter({ units[$0].file == file && units[$0].body.contains(offset) })
                .min(by: { units[$0].body.count < units[$1].body.count }) else { return nil }
        return Set(reach.keys.filter { reach[$0]!.contains(target) })
    }

    // MARK: Reading declarations

    private mutating func read(file: Int) {
        let code = texts[file].code
        let words = Self.words(code)
        var typeSpans: [(name: String, body: Range<Int>)] = []
        for (position, entry) in words.enumerated() {
            if ["struct", "class", "enum", "extension", "actor", "protocol"].contains(entry.word), position + 1 < words.count,
               !["func", "var", "let", "subscript", "init"].contains(words[position + 1].word),
               let open = Self.openingBrace(code, after: words[position + 1].range.upperBound), let close = Self.matching(code, open) {
                typeSpans.append((words[position + 1].word, open..<close))
                types.insert(words[position + 1].word)
            }
        }
        /// The type whose body `offset` is in, innermost.
        func type(at offset: Int) -> String? {
            typeSpans.filter { $0.body.contains(offset) }.min { $0.body.count < $1.body.count }?.name
        }
        var functionBodies: [Range<Int>] = []
        for (position, entry) in words.enumerated() {
            let previous = Self.previousCharacter(code, before: entry.range.lowerBound)
            switch entry.word {
            case "func" where position + 1 < words.count:
                guard let body = Self.body(code, after: words[position + 1].range.upperBound) else { continue }
                units.append(Unit(name: words[position + 1].word, type: type(at: entry.range.lowerBound),
                                  labels: Self.parameterLabels(code, after: words[position + 1].range.upperBound), file: file, body: body,
                                  canThrow: Self.signatureThrows(code, from: words[position + 1].range.upperBound, to: body.lowerBound)))
                functionBodies.append(body)
            case "init" where previous != ".", "subscript":
                guard let body = Self.body(code, after: entry.range.upperBound) else { continue }
                let type = type(at: entry.range.lowerBound)
                let labels = entry.word == "init" ? Self.parameterLabels(code, after: entry.range.upperBound) : nil
                units.append(Unit(name: entry.word, type: type, labels: labels, file: file, body: body,
                                  // A subscript may throw from its `get throws`, inside its body.
                                  canThrow: entry.word == "subscript" || Self.signatureThrows(code, from: entry.range.upperBound, to: body.lowerBound)))
                functionBodies.append(body)
            default: break
            }
        }
        // Properties outside any function: a computed one's body, or what a stored one starts as.
        for (position, entry) in words.enumerated() where (entry.word == "var" || entry.word == "let") && position + 1 < words.count {
            guard !functionBodies.contains(where: { $0.contains(entry.range.lowerBound) }) else { continue }
            let end = code[entry.range.upperBound...].firstIndex(of: "\n") ?? code.count
            guard let start = code[entry.range.upperBound..<end].firstIndex(where: { $0 == "{" || $0 == "=" }) else { continue }
            let close = code[start] == "{" ? Self.matching(code, start) : code[start..<end].lastIndex(of: "{").flatMap { Self.matching(code, $0) } ?? end
            units.append(Unit(name: words[position + 1].word, type: type(at: entry.range.lowerBound), file: file, body: start..<max(start, close ?? end)))
        }
    }

    // MARK: Calls

    /// `serve`'s `case "a", "b":` labels and their bodies, up to the next label at that depth.
    private mutating func readCases(of serve: Unit) {
        let (code, characters) = texts[serve.file]
        let words = Self.words(code).filter { serve.body.contains($0.range.lowerBound) }
        var depth: [Int] = Array(repeating: 0, count: code.count + 1)
        var level = 0
        for offset in serve.body {
            if code[offset] == "{" { level += 1 } else if code[offset] == "}" { level -= 1 }
            depth[offset] = level
        }
        let labels = words.filter { ["case", "default"].contains($0.word) }
        for (index, label) in labels.enumerated() where label.word == "case" {
            guard let colon = code[label.range.upperBound..<serve.body.upperBound].firstIndex(of: ":") else { continue }
            let names = Self.literals(characters, label.range.upperBound..<colon)
            guard !names.isEmpty else { continue }
            let level = depth[label.range.lowerBound]
            var end = labels[(index + 1)...].first { depth[$0.range.lowerBound] == level }?.range.lowerBound ?? serve.body.upperBound
            if let closing = (colon..<end).first(where: { depth[$0] < level }) { end = closing }
            for name in names { calls[name, default: []].append(colon + 1..<end) }
        }
    }

    /// The units reached from `names`, closed over the names each unit's body uses (`uses`).
    private func reached(from names: [Use], uses: [[Use]]) -> Set<Int> {
        var seen: Set<Int> = []
        var queue = names.map { (use: $0, inType: String?.none) }
        while let next = queue.popLast() {
            for unit in resolve(next.use, inType: next.inType) where seen.insert(unit).inserted {
                queue += uses[unit].map { ($0, units[unit].type) }
            }
        }
        return seen
    }

    /// A word used in code: the word before its dot, and whether it is called (with which labels).
    struct Use {
        enum Call { case not, labels([String]), any }
        let word: String
        let wordBefore: String?
        let call: Call
    }

    /// The units `use` can name in the body of a unit of `inType`: a name without a dot before
    /// it is a global one or one of that type's own (else a local, or a parameter).
    private func resolve(_ use: Use, inType: String?) -> [Int] {
        if use.word == "init", let before = use.wordBefore {
            // `String.init`: a type not the contract's; `self.init`: this type's; `.init`: any.
            let type = before == "self" || before == "Self" ? inType : before
            guard let type, types.contains(type) || before.isEmpty || before == "super" else { return [] }
            return (byName["init"] ?? []).filter { !types.contains(type) || units[$0].type == type }
        }
        let found = resolve(use)
        guard use.wordBefore == nil, !types.contains(use.word), use.word != "init" else { return found }
        return found.filter { units[$0].type == nil || units[$0].type == inType }
    }

    private func resolve(_ use: Use) -> [Int] {
        let initializers = byName["init"] ?? []
        if use.word == "init" {
            guard let type = use.wordBefore, types.contains(type) else { return initializers }
            return initializers.filter { units[$0].type == type }
        }
        if types.contains(use.word) {
            // A type's name: its initializers when it is called, else nothing (a type, `X.self`).
            switch use.call {
            case .not: return []
            case .any: return initializers.filter { units[$0].type == use.word }
            case .labels: return initializers.filter { units[$0].type == use.word && Self.accepts(units[$0].labels, use.call) }
            }
        }
        return (byName[use.word] ?? []).filter { Self.accepts(units[$0].labels, use.call) }
    }

    /// Whether a unit with `parameters` (nil: not known) can be what `call` calls.
    private static func accepts(_ parameters: [Parameter]?, _ call: Use.Call) -> Bool {
        guard let parameters, case .labels(let labels) = call else { return true }
        return accepts(parameters, labels)
    }

    /// The names used in `span` of `file`, outside what a `try?` or `try!` covers and outside `skipping`.
    private func names(in span: Range<Int>, file: Int, skipping: [Range<Int>] = []) -> [Use] {
        let code = texts[file].code
        let words = Self.words(code, in: span)
        var uses: [Use] = []
        var covered = span.lowerBound
        for (position, entry) in words.enumerated() where entry.range.lowerBound >= covered && !skipping.contains(where: { $0.contains(entry.range.lowerBound) }) {
            let after = entry.range.upperBound
            if entry.word == "try", after < code.count, code[after] == "?" || code[after] == "!" {
                covered = Self.endOfTry(code, from: after + 1, limit: span.upperBound)
                continue
            }
            let dotted = Self.previousCharacter(code, before: entry.range.lowerBound) == "."
            // `init(` without a dot before it declares one; it calls nothing.
            if entry.word == "init" && !dotted { continue }
            let next = code[after...].firstIndex { !$0.isWhitespace }
            let call: Use.Call = switch next.map({ code[$0] }) {
            // With a closure after the parentheses, one argument more goes unlabelled: any.
            case "(": Self.matching(code, next!).flatMap { close in code[(close + 1)...].first { !$0.isWhitespace } } == "{" ? .any
                : Self.argumentLabels(code, open: next!).map(Use.Call.labels) ?? .any
            case "<", "{": .any
            default: .not
            }
            // A function named, not called, as a call's whole argument runs only where that callee
            // calls it: a callee that throws nothing keeps whatever it throws in.
            if case .not = call, let callee = Self.calleeTaking(code, argument: entry.range, from: span.lowerBound),
               let named = byName[callee], !named.isEmpty, named.allSatisfy({ !units[$0].canThrow }) { continue }
            uses.append(Use(word: entry.word, wordBefore: dotted ? (position > 0 ? words[position - 1].word : "") : nil, call: call))
        }
        return uses
    }

}
