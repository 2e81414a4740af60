import Foundation

/// A contract written for one submission: the reference's type names replaced by the
/// student's (`TypeRoles`), and each alternative given by shape written out once per member of
/// the student's code that has that shape (`ShapePattern`). Two forms, both after an item's
/// first alternative or another alternative:
///
/// - `// or each: SHAPE` and a declaration: an alternative for each matching member, in the
///   pattern's order; the build keeps the first that compiles, as for any `// or:`.
/// - `// or all: SHAPE` and a declaration: one alternative in which every line that has a
///   placeholder is written once per matching member (a list of candidates, for checks that
///   pick among them by what they do).
///
/// In the declaration, `«name»` is the member's name (`getScore()` for a method read as a
/// property), `«owner»` the type that has it (for the owner `*`), `«label»` how it reads to a
/// person (`init(numOfPairs:cardContentFactory:)`), and
/// `«(a, b)»` the call's arguments, given in the pattern's order and written in the member's,
/// with its labels. A shape nothing matches leaves no alternative.
public enum ContractShapes {
    /// `contract` as compiled with `submission`, against the declarations of the exercise's
    /// reference solution; with the stored members its alternatives set (shapes written with
    /// `let`), for `OpenedMembers` to open in the compiled copy of the submission. A type the
    /// reference nests that the student declares at the top level is written as theirs (`NestedAlias`).
    /// `elsewhere` are the student's files left out of the build (the App, the Views), read
    /// only for how they make the student's types (`Type.made`).
    public static func adapted(_ contract: [SourceFile], submission: [SourceFile], elsewhere: [SourceFile] = [],
                               reference referenceIndex: DeclarationIndex) -> (contract: [SourceFile], opened: Set<OpenedMembers.Member>, roles: [String: String]) {
        guard !contract.isEmpty else { return ([], [], [:]) }
        let texts = contract.map { String(decoding: $0.contents, as: UTF8.self) }
        let hasShapes = texts.contains { $0.contains("// or each:") || $0.contains("// or all:") }
        var studentIndex = DeclarationIndex(files: submission)
        let named = texts.reduce(into: Set<String>()) { $0.formUnion(SwiftSourceScan.words($1)) }
        let wanted = Set(referenceIndex.types.filter { !$0.name.contains(".") }.map(\.name)).intersection(named)
        let roles = TypeRoles.map(reference: referenceIndex, submission: studentIndex, wanted: wanted)
        let aliases = NestedAlias.needed(reference: referenceIndex, submission: studentIndex, roles: roles)
        for alias in aliases { studentIndex.aliases[alias.key] = alias.target }
        guard hasShapes || !roles.isEmpty else { return (contract, [], roles) }
        var opened: Set<OpenedMembers.Member> = []
        let sources = (submission + elsewhere).map { String(decoding: $0.contents, as: UTF8.self) }
        let files = zip(contract, texts).map { file, text in
            // The student's own calls are written in the student's names: put in after renaming.
            var made: [String] = []
            var written = expand(text, submission: studentIndex, reference: referenceIndex, roles: roles, opened: &opened) { type in
                let calls = MadeExpressions.find(DeclarationIndex.unspecialized(roles[type] ?? type), in: sources)
                made += calls
                return (made.count - calls.count..<made.count).map { "__contractMade\($0)__" }
            }
            written = TypeRoles.renamed(written, roles).replacingOccurrences(of: ownerMark, with: "")
            written = aliases.reduce(written) { $1.rewritten($0) }
            for (number, call) in made.enumerated().reversed() { written = written.replacingOccurrences(of: "__contractMade\(number)__", with: call) }
            return SourceFile(relativePath: file.relativePath, original: file.original, contents: Data(written.utf8))
        }
        return (files, opened, roles)
    }

    /// `text` with its `// or each:` and `// or all:` alternatives written out.
    static func expand(_ text: String, submission: DeclarationIndex, reference: DeclarationIndex, roles: [String: String],
                       opened: inout Set<OpenedMembers.Member>, made: (String) -> [String] = { _ in [] }) -> String {
        let lines = text.components(separatedBy: "\n")
        var out: [String] = []
        var itemAlternatives: [String] = []   // the current item's alternatives, to write none twice
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            let isEach = trimmed.hasPrefix("// or each:"), isAll = trimmed.hasPrefix("// or all:")
            guard isEach || isAll else {
                if trimmed.hasPrefix("// contract:") { itemAlternatives = [] }
                if trimmed.hasPrefix("// contract:") || trimmed.hasPrefix("// or:") {
                    let body = declaration(lines, from: index + 1)
                    itemAlternatives.append(body.joined(separator: "\n"))
                }
                out.append(lines[index])
                index += 1
                continue
            }
            let shapeText = String(trimmed.drop { $0 != ":" }.dropFirst())
            let body = declaration(lines, from: index + 1)
            index += 1 + body.count
            let shapeWords = shapeText.trimmingCharacters(in: .whitespaces)
            if isEach, shapeWords.hasSuffix(".made") {
                // `Type.made`: one alternative per call of the type the student's code writes.
                for call in made(String(shapeWords.dropLast(5))) {
                    let alternative = body.map { $0.replacingOccurrences(of: "«made»", with: call) }
                    guard !itemAlternatives.contains(alternative.joined(separator: "\n")) else { continue }
                    itemAlternatives.append(alternative.joined(separator: "\n"))
                    out.append("// or: found in the student's code (\(shapeWords))")
                    out += alternative
                }
                continue
            }
            guard let pattern = ShapePattern(shapeText) else {
                out.append("// or: (not a shape: \(shapeText))")   // left for the build to report at its line
                out += body
                continue
            }
            let members = pattern.matches(in: submission, reference: reference, roles: roles)
            if pattern.opens { opened.formUnion(members.map { OpenedMembers.Member(owner: $0.owner, name: $0.member.name, isStatic: $0.member.isStatic) }) }
            let alternatives: [[String]] = isEach
                ? members.map { member in body.map { fill($0, member, pattern, ownerMark: ownerMark) } }
                : (members.isEmpty ? [] : [body.flatMap { line in line.contains("«") ? members.map { fill(line, $0, pattern, ownerMark: ownerMark) } : [line] }])
            // Compared as they will read once the owner's mark is gone: one alternative written twice
            // (by its own shape and by `*`) is written once.
            for alternative in alternatives {
                let plain = alternative.joined(separator: "\n").replacingOccurrences(of: ownerMark, with: "")
                guard !itemAlternatives.contains(plain) else { continue }
                itemAlternatives.append(plain)
                out.append("// or: found by shape (\(shapeText.trimmingCharacters(in: .whitespaces)))")
                out += alternative
            }
        }
        return out.joined(separator: "\n")
    }

    /// The declaration starting at `start`: through the line where its braces balance.
    static func declaration(_ lines: [String], from start: Int) -> [String] {
        var depth = 0, opened = false, end = start
        while end < lines.count {
            for character in SwiftSourceScan.blankCommentsAndStrings(lines[end]) {
                if character == "{" { depth += 1; opened = true } else if character == "}" { depth -= 1 }
            }
            if opened && depth <= 0 { break }
            end += 1
        }
        return start < lines.count ? Array(lines[start...min(end, lines.count - 1)]) : []
    }

    /// What `fill` puts before each part of an owner's name, so that renaming the reference's
    /// types leaves it alone (a student's own `enum Theme` is not the type playing `Theme`'s part).
    static let ownerMark = "__contractOwner__"

    /// `line` with the placeholders filled for `member`; each part of the owner's name after `ownerMark`.
    static func fill(_ line: String, _ match: ShapePattern.Match, _ pattern: ShapePattern, ownerMark: String = "") -> String {
        let member = match.member
        let readAsProperty = pattern.kind == .property && member.kind == .function
        let owner = match.owner.split(separator: ".").map { ownerMark + $0 }.joined(separator: ".")
        var text = line.replacingOccurrences(of: "«name»", with: member.name + (readAsProperty ? "()" : ""))
            .replacingOccurrences(of: "«owner»", with: owner)
        text = text.replacingOccurrences(of: "«label»", with: label(member, readAsProperty: readAsProperty))
        while let open = text.range(of: "«("), let close = text.range(of: ")»", range: open.upperBound..<text.endIndex) {
            let given = SwiftTokens.arguments(String(text[open.upperBound..<close.lowerBound]))
            var arguments: [String] = []
            for (position, (parameter, argument)) in zip(member.parameters, match.arguments).enumerated() {
                let label = parameter.label.map { $0 + ": " } ?? ""
                if let standIn = match.standIns[position] { arguments.append(label + standIn); continue }
                guard let argument, given.indices.contains(argument) else { continue }
                arguments.append(label + given[argument])
            }
            text.replaceSubrange(open.lowerBound..<close.upperBound, with: "(" + arguments.joined(separator: ", ") + ")")
        }
        return text
    }

    /// How a member reads to a person: `init(numOfPairs:cardContentFactory:)`, `restart()`, `score`.
    static func label(_ member: DeclarationIndex.Member, readAsProperty: Bool) -> String {
        switch member.kind {
        case .property, .enumCase: return member.name
        case .function where readAsProperty: return member.name + "()"
        case .function, .initializer:
            return member.name + "(" + member.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        }
    }
}

extension Exercise {
    /// What is compiled for the files a selection picked: the student's files as Xcode would
    /// compile them for an iPhone (`ImpliedImports`, `PlatformConditions`), their types' main-actor
    /// isolation lifted for the one-call-at-a-time checks (`MainActorAttributes`), under paths SwiftPM
    /// can write (`CompiledFileNames`), every diagnostic at their own lines
    /// (`SourceLocationDirectives`), with the lists the contract sets opened
    /// (`OpenedMembers`) or hooked (`WrittenLists`), and the contract written for them (`ContractShapes`).
    /// `reference` is `referenceIndex()`, read once by the caller, which selects files with it too.
    /// `leftOut` are the student's files not compiled (the App, the Views), read for how they
    /// make the student's types.
    public func compiledParts(of selected: [SourceFile], leftOut: [SourceFile] = [], reference: DeclarationIndex) -> (submission: [SourceFile], contract: [SourceFile]) {
        let submission = MainActorAttributes.blanked(PlatformConditions.asOnIOS(SourceLocationDirectives.removed(ImpliedImports.compiled(CompiledFileNames.safe(selected)))))
        // The contract too: its colours for a theme that keeps a UIColor need UIKit where SwiftUI brings none (a Mac).
        let contract = ImpliedImports.compiled((try? SourceFile.collect(from: self.contract)) ?? [])
        guard !contract.isEmpty else { return (submission, []) }
        let adapted = ContractShapes.adapted(contract, submission: submission, elsewhere: leftOut, reference: reference)
        var compiled = OpenedMembers.opened(submission, adapted.opened)
        // Lists of themes written out anywhere else are hooked, for a contract that adds to them.
        if let theme = adapted.roles["Theme"] ?? reference.type("Theme")?.name,
           adapted.contract.contains(where: { String(decoding: $0.contents, as: UTF8.self).contains("__contractListItems") }) {
            compiled = WrittenLists.hooked(compiled, type: theme)
        }
        return (compiled, adapted.contract)
    }

    /// The reference solution's declarations, to find a student's types and members by shape.
    public func referenceIndex() -> DeclarationIndex {
        DeclarationIndex(files: (try? SourceFile.collect(from: solution)) ?? [])
    }
}
